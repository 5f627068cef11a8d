import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passkeyMessages, type PasskeySummary } from '@portal/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';
import { useNotify } from '../../../notifications/useNotify.ts';
import { endedByChoice } from '../../../signIn/passkey/ceremony.ts';
import { PasskeyNameDialog } from './PasskeyNameDialog.tsx';
import { useAddPasskey, useDeletePasskey, usePasskeys, useRenamePasskey } from './passkeyCalls.ts';

const when = (iso: string) => new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

interface PasskeysSectionProps {
  /** After a passkey is registered and named (the recovery codes' offer goes here). */
  onRegistered?: (passkey: PasskeySummary) => void;
}

/** `Clés d'accès`: the account's passkeys, with their creation and last use; add, rename, delete. */
export function PasskeysSection({ onRegistered }: PasskeysSectionProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useDeletePasskey();
  const [naming, setNaming] = useState<{ passkey: PasskeySummary; added: boolean }>();
  const [deleting, setDeleting] = useState<PasskeySummary>();

  function start(): void {
    add.mutate(undefined, {
      onSuccess: (passkey) => {
        notify.success(passkeyMessages.registered);
        setNaming({ passkey, added: true });
      },
      onError: (error) => notify.error(endedByChoice(error) ? passkeyMessages.cancelled : error.message),
    });
  }

  function named(): void {
    const added = naming?.added ? naming.passkey : undefined;
    setNaming(undefined);
    rename.reset();
    if (added) onRegistered?.(added);
  }

  function save(name: string): void {
    if (!naming) return;
    if (name === naming.passkey.name) return named();
    rename.mutate(
      { id: naming.passkey.id, name },
      {
        onSuccess: () => {
          notify.success(passkeyMessages.renamed);
          named();
        },
      },
    );
  }

  function confirmDeletion(): void {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(passkeyMessages.deleted);
        setDeleting(undefined);
      },
    });
  }

  const list = passkeys.data ?? [];
  return (
    <TitledSection title={t('passkeys.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t('passkeys.intro')}</Typography>
        {passkeys.isSuccess && list.length === 0 && <Typography>{t('passkeys.none')}</Typography>}
        {list.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, alignSelf: 'stretch' }}>
            {list.map((passkey) => (
              <Box
                component="li"
                key={passkey.id}
                sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                    {passkey.name}
                  </Typography>
                  <Typography variant="body2">
                    {t('passkeys.createdAt')} {when(passkey.createdAt)}
                  </Typography>
                  <Typography variant="body2">
                    {t('passkeys.lastUsedAt')}&nbsp;:{' '}
                    {passkey.lastUsedAt ? when(passkey.lastUsedAt) : t('passkeys.neverUsed')}
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    onClick={() => setNaming({ passkey, added: false })}
                    aria-label={`${t('passkeys.rename')} « ${passkey.name} »`}
                  >
                    {t('passkeys.rename')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => {
                      remove.reset();
                      setDeleting(passkey);
                    }}
                    aria-label={`${t('passkeys.delete')} « ${passkey.name} »`}
                  >
                    {t('passkeys.delete')}
                  </Button>
                </Box>
              </Box>
            ))}
          </Box>
        )}
        <Button variant="contained" onClick={start} disabled={add.isPending}>
          {t('passkeys.add')}
        </Button>
      </Stack>
      <PasskeyNameDialog
        passkey={naming?.passkey}
        title={naming?.added ? t('passkeys.nameTitle') : t('passkeys.renameTitle')}
        intro={naming?.added ? t('passkeys.nameIntro') : undefined}
        pending={rename.isPending}
        error={rename.error?.message}
        onSave={save}
        onClose={named}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('passkeys.deleteTitle')}
        confirmLabel={t('passkeys.confirmDelete')}
        onConfirm={confirmDeletion}
        onClose={() => setDeleting(undefined)}
        pending={remove.isPending}
        danger
        error={remove.error?.message}
      >
        {t('passkeys.deleteText')}
      </ConfirmDialog>
    </TitledSection>
  );
}

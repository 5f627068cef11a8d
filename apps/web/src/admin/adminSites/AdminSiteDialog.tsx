import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ADMIN_SITE_RULES, type AdminSiteEntry, type AdminSiteFields } from '@portal/shared';
import { DialogForm } from '../../components/DialogForm.tsx';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import { FormTextField } from '../../forms/FormTextField.tsx';
import { useSaveAdminSite } from './adminSiteCalls.ts';

type SiteForm = Required<AdminSiteFields>;

interface AdminSiteDialogProps {
  open: boolean;
  /** The centre to edit; a new one without it. */
  adminSite?: AdminSiteEntry;
  onClose: () => void;
}

const formValues = (site?: AdminSiteEntry): SiteForm => ({
  label: site?.label ?? '',
  address: site?.address ?? '',
  zipcode: site?.zipcode ?? '',
  city: site?.city ?? '',
  finess: site?.finess ?? '',
  siret: site?.siret ?? '',
});

/** The trimmed fields; an empty FINESS or SIRET is left out of a new centre. */
function toFields(values: SiteForm, editing: boolean): AdminSiteFields {
  const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as SiteForm;
  if (editing) return trimmed;
  const { finess, siret, ...rest } = trimmed;
  return { ...rest, ...(finess && { finess }), ...(siret && { siret }) };
}

function AdminSiteForm({ adminSite, onClose }: Omit<AdminSiteDialogProps, 'open'>) {
  const { t } = useTranslation();
  const save = useSaveAdminSite();
  const { control, handleSubmit } = useForm<SiteForm>({ defaultValues: formValues(adminSite) });
  const submit = handleSubmit((values) =>
    save.mutate(
      { adminSiteId: adminSite?.adminSiteId, fields: toFields(values, adminSite !== undefined) },
      { onSuccess: onClose },
    ),
  );
  const field = (name: keyof SiteForm, label: string, required = false) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      size="small"
      required={required}
      rules={{ validate: (value: string) => ADMIN_SITE_RULES[name](value) ?? true }}
    />
  );
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={t('app.save')}
      submitDisabled={save.isPending}
      wrapActions
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {field('label', t('admin.adminSites.label'), true)}
        {field('address', t('fields.address'))}
        {field('zipcode', t('fields.zipcode'), true)}
        {field('city', t('fields.city'))}
        {field('finess', t('admin.adminSites.finess'))}
        {field('siret', t('admin.adminSites.siret'))}
        {save.error && <Alert severity="error">{save.error.message}</Alert>}
      </Stack>
    </DialogForm>
  );
}

/** Creates a centre, or edits one: name (required), address, zip code, city, FINESS, SIRET. */
export function AdminSiteDialog({ open, adminSite, onClose }: AdminSiteDialogProps) {
  const { t } = useTranslation();
  const title = adminSite
    ? t('admin.adminSites.editTitle', { label: adminSite.label })
    : t('admin.adminSites.createTitle');
  return (
    <TitledDialog open={open} title={title} onClose={onClose}>
      <AdminSiteForm adminSite={adminSite} onClose={onClose} />
    </TitledDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditEvent, type AuditPerson } from '@portal/shared';
import { ReadList } from '../../components/ReadList.tsx';
import { AccountLink } from '../components/AccountLink.tsx';
import { DataList } from '../components/DataList.tsx';
import { formatDateTime } from '../components/formatDateTime.ts';
import { auditDetailTexts } from './auditDetailTexts.ts';

/** A directory refresh's events: without an actor, the portal's schedule acted, not an account's owner. */
const DIRECTORY_REFRESH_ACTIONS = AUDIT_ACTIONS.filter((action) => action.startsWith('directoryRefresh'));

/** Events, newest first: when, what, by whom, concerning whom, from which address, with their details. */
export function AuditEventList({ label, events }: { label: string; events: AuditEvent[] }) {
  const { t } = useTranslation();
  const person = (someone: AuditPerson | null, nobody: string) =>
    someone ? <AccountLink userId={someone.userId} name={someone.name} /> : nobody;
  return (
    <DataList
      label={label}
      rows={events}
      rowKey={(event) => event.auditEventId}
      columns={[
        { key: 'at', label: t('admin.audit.at'), render: (event) => formatDateTime(event.at) },
        { key: 'action', label: t('admin.audit.action'), render: (event) => t(`admin.audit.actions.${event.action}`) },
        {
          key: 'actor',
          label: t('admin.audit.actor'),
          render: (event) =>
            person(
              event.actor,
              DIRECTORY_REFRESH_ACTIONS.includes(event.action)
                ? t('admin.directory.scheduled')
                : t('admin.audit.owner'),
            ),
        },
        { key: 'subject', label: t('admin.audit.subject'), render: (event) => person(event.subject, t('admin.none')) },
        { key: 'ip', label: t('admin.audit.ip'), render: (event) => event.ip ?? t('admin.none') },
        {
          key: 'details',
          label: t('admin.audit.details'),
          render: (event) => (
            <ReadList
              empty={t('admin.none')}
              items={auditDetailTexts(t, event.details).map((text) => (
                <li key={text}>{text}</li>
              ))}
            />
          ),
        },
      ]}
    />
  );
}

import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { SupportRequest } from '@portal/shared';
import { localPhone } from '../../forms/phones/phoneList.ts';
import { AccountLink } from '../components/AccountLink.tsx';
import { DataList, type Column } from '../components/DataList.tsx';
import { formatDateTime } from '../components/formatDateTime.ts';
import { HandleSupportButton } from './HandleSupportButton.tsx';
import { MessageFateText } from './MessageFateText.tsx';

/** Support requests: phone, account, message and its fate, when; then the note of a handled one, or the button. */
export function SupportRequestList({ label, supportRequests }: { label: string; supportRequests: SupportRequest[] }) {
  const { t } = useTranslation();
  const columns: Column<SupportRequest>[] = [
    {
      key: 'phone',
      label: t('fields.phone'),
      render: (request) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {localPhone(request.phoneNumber)}
        </Box>
      ),
    },
    {
      key: 'account',
      label: t('admin.support.account'),
      render: (request) => (
        <>
          <AccountLink userId={request.userId} name={request.userName} />
          {request.email && <br />}
          {request.email}
        </>
      ),
    },
    {
      key: 'message',
      label: t('admin.support.message'),
      render: (request) => <MessageFateText supportRequest={request} />,
    },
    { key: 'createdAt', label: t('admin.support.createdAt'), render: (request) => formatDateTime(request.createdAt) },
    {
      key: 'handling',
      label: t('admin.support.note'),
      render: (request) =>
        request.handledAt ? (
          <>
            {t('admin.support.handled', {
              date: formatDateTime(request.handledAt),
              by: request.handledBy ?? t('admin.none'),
            })}
            <br />
            {request.note}
          </>
        ) : (
          <HandleSupportButton supportRequest={request} />
        ),
    },
  ];
  return (
    <DataList label={label} columns={columns} rows={supportRequests} rowKey={(request) => request.supportRequestId} />
  );
}

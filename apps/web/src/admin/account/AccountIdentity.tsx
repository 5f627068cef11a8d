import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import type { AdminAccountDetail } from '@portal/shared';
import { ReadList } from '../../components/ReadList.tsx';
import { ReadRow } from '../../components/ReadRow.tsx';
import { civilTitleText } from '../../forms/civilTitleText.ts';
import { localPhone } from '../../forms/phones/phoneList.ts';
import { RppsCheckDetails } from '../rppsCheck/RppsCheckDetails.tsx';

/** Who the account is: names, RPPS (against the directory, certified or declared), addresses with their apps, phones, profession, workplaces, centres, TOTP. */
export function AccountIdentity({ account }: { account: AdminAccountDetail }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {account.isCorporation ? (
        <ReadRow label={t('fields.companyName')}>{account.lastName}</ReadRow>
      ) : (
        <>
          <ReadRow label={t('fields.civilTitle')}>{civilTitleText(t, account.civilTitle)}</ReadRow>
          <ReadRow label={t('fields.firstName')}>{account.firstName}</ReadRow>
          <ReadRow label={t('fields.lastName')}>{account.lastName}</ReadRow>
        </>
      )}
      {account.rppsCheck && (
        <ReadRow label={t('fields.rpps')}>
          {account.rppsCheck.rpps}
          <RppsCheckDetails check={account.rppsCheck} />
        </ReadRow>
      )}
      <ReadRow label={t('myProfile.emails')}>
        <ReadList
          empty={t('admin.none')}
          items={account.emails.map((email) => (
            <li key={email.email}>
              {email.email}
              {email.isPrincipal && (
                <StarIcon
                  fontSize="small"
                  color="primary"
                  titleAccess={t('myProfile.principalEmail')}
                  sx={{ verticalAlign: 'middle', ml: 0.5 }}
                />
              )}
              {email.clientApps.length > 0 && (
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
                  {t('myProfile.emailApps', { apps: email.clientApps.map((app) => app.label).join(', ') })}
                </Box>
              )}
            </li>
          ))}
        />
      </ReadRow>
      <ReadRow label={t('fields.phones')}>
        <ReadList
          empty={t('myProfile.noPhone')}
          items={account.phones.map((phone) => (
            <li key={phone.phone}>{localPhone(phone.phone)}</li>
          ))}
        />
      </ReadRow>
      <ReadRow label={t('fields.job')}>{account.job?.label ?? t('myProfile.noJob')}</ReadRow>
      <ReadRow label={t('fields.jobPlaces')}>
        <ReadList
          empty={t('myProfile.noJobPlace')}
          items={account.jobPlaces.map(({ jobPlaceId, label, city, adminSite }) => (
            <li key={jobPlaceId}>{t('myProfile.jobPlace', { label, city, adminSite: adminSite.label })}</li>
          ))}
        />
      </ReadRow>
      {(account.isAdmin || account.isSuperAdmin) && (
        <ReadRow label={t('admin.account.administeredSites')}>
          {account.isSuperAdmin ? (
            t('myProfile.allAdminSites')
          ) : (
            <ReadList
              empty={t('myProfile.noAdminSite')}
              items={account.administeredSites.map((adminSite) => (
                <li key={adminSite.adminSiteId}>{adminSite.label}</li>
              ))}
            />
          )}
        </ReadRow>
      )}
      <ReadRow label={t('myProfile.totp')}>
        {account.totp ? t('accountSecurity.totpOn') : t('accountSecurity.totpOff')}
      </ReadRow>
    </Box>
  );
}

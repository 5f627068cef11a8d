import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import type { ReactNode } from 'react';
import type { PendingField, UserProfile } from '@portal/shared';
import { useConfig } from '../../config/ConfigContext.ts';
import { toChosenJobPlace } from '../../forms/jobPlaces/chosenJobPlace.ts';
import { civilTitleText } from '../../forms/civilTitleText.ts';
import { localPhone } from '../../forms/phones/phoneList.ts';
import { hasAdminRole } from '../edit/formValues.ts';
import { jobPlaceText } from '../jobPlaceText.ts';
import { PendingUpdateClock } from '../PendingUpdateClock.tsx';
import { latestPendingUpdate } from '../pendingUpdate.ts';
import { ReadList } from '../../components/ReadList.tsx';
import { PendingJobClock } from './PendingJobClock.tsx';
import { ReadRow } from '../../components/ReadRow.tsx';

/** The profile as it stands (spec section 2), with a clock on each field awaiting an administrator. */
export function ProfileReadView({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const apps = useConfig().oidc_clients;
  const appName = (id: string) => apps.find((app) => app.client_id === id)?.client_name ?? id;
  const withClock = (field: PendingField, value: ReactNode, display?: (value: string) => string) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <span>{value}</span>
      <PendingUpdateClock pendingUpdate={latestPendingUpdate(profile, field)} display={display} />
    </Box>
  );
  const admin = hasAdminRole(profile);
  const pendingJob = latestPendingUpdate(profile, 'jobCode');
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {!profile.isCorporation && (
        <ReadRow label={t('fields.civilTitle')}>
          {withClock('civilTitle', civilTitleText(t, profile.civilTitle), (value) => civilTitleText(t, value))}
        </ReadRow>
      )}
      {profile.isCorporation ? (
        <ReadRow label={t('fields.companyName')}>{withClock('lastName', profile.lastName)}</ReadRow>
      ) : (
        <>
          <ReadRow label={t('fields.firstName')}>{withClock('firstName', profile.firstName)}</ReadRow>
          <ReadRow label={t('fields.lastName')}>{withClock('lastName', profile.lastName)}</ReadRow>
        </>
      )}
      {(profile.rpps || latestPendingUpdate(profile, 'rpps')) && (
        <ReadRow label={t('fields.rpps')}>{withClock('rpps', profile.rpps ?? '')}</ReadRow>
      )}
      <ReadRow label={t('myProfile.emails')}>
        <ReadList
          items={profile.emails.map((email) => (
            <li key={email.emailId}>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                {email.email}
                {email.isPrincipal && (
                  <StarIcon fontSize="small" color="primary" titleAccess={t('myProfile.principalEmail')} />
                )}
              </Box>
              {email.clientApps.length > 0 && (
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
                  {t('myProfile.emailApps', { apps: email.clientApps.map(appName).join(', ') })}
                </Box>
              )}
            </li>
          ))}
        />
      </ReadRow>
      <ReadRow label={t('fields.phones')}>
        <ReadList
          empty={t('myProfile.noPhone')}
          items={profile.phones.map((phone) => (
            <li key={phone.phoneId}>{localPhone(phone.phone)}</li>
          ))}
        />
      </ReadRow>
      <ReadRow label={t('myProfile.account')}>
        {profile.activated ? t('myProfile.verified') : t('myProfile.notVerified')}
      </ReadRow>
      <ReadRow label={t('fields.job')}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span>
            {profile.jobs.length === 0 ? t('myProfile.noJob') : profile.jobs.map((job) => job.jobLabel).join(', ')}
          </span>
          {pendingJob && <PendingJobClock pendingUpdate={pendingJob} />}
        </Box>
      </ReadRow>
      <ReadRow label={t('fields.jobPlaces')}>
        <ReadList
          empty={t('myProfile.noJobPlace')}
          items={profile.jobPlaces.map((jobPlace) => (
            <li key={jobPlace.jobPlaceId}>{jobPlaceText(t, toChosenJobPlace(jobPlace))}</li>
          ))}
        />
      </ReadRow>
      {admin && (
        <ReadRow label={t('myProfile.adminSites')}>
          {profile.isSuperAdmin ? (
            t('myProfile.allAdminSites')
          ) : (
            <ReadList
              empty={t('myProfile.noAdminSite')}
              items={profile.adminSites.map((adminSite) => (
                <li key={adminSite.adminSiteId}>
                  {adminSite.label} ({adminSite.city})
                </li>
              ))}
            />
          )}
        </ReadRow>
      )}
      <ReadRow label={t('myProfile.totp')}>
        {profile.otp.validated ? t('accountSecurity.totpOn') : t('accountSecurity.totpOff')}
      </ReadRow>
    </Box>
  );
}

import { useTranslation } from 'react-i18next';
import type { DirectoryRecord } from '@portal/shared';
import { civilTitleText } from '../../forms/civilTitleText.ts';
import { useJobs } from '../../forms/job/useJobs.ts';

/** The directory's record of an RPPS: civil title and names, number, profession; or "none". */
export function DirectoryRecordText({ record }: { record: DirectoryRecord | null }) {
  const { t } = useTranslation();
  const jobs = useJobs(true);
  if (!record) return <>{t('admin.rpps.noRecord')}</>;
  const job = jobs.find((one) => one.jobCode === record.professionCode)?.jobLabel ?? record.professionCode;
  return (
    <>
      {civilTitleText(t, record.civilTitle)} {record.firstName} {record.lastName}
      <br />
      {t('fields.rpps')} {record.rpps}
      {job && (
        <>
          <br />
          {job}
        </>
      )}
    </>
  );
}

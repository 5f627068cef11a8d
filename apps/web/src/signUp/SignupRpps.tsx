import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useHashQuery } from '../components/useHashQuery.ts';
import { DoctorSearch } from './directory/DoctorSearch.tsx';
import { DoctorSummary } from './directory/DoctorSummary.tsx';
import type { DirectoryDoctor } from './directory/types.ts';
import { SignupForm } from './form/SignupForm.tsx';
import { PscSignup } from './psc/PscSignup.tsx';

/**
 * Doctors: find oneself in the directory (or sign up manually), then the form; or, back from
 * Pro Santé Connect (`?pscUserInfo=…`), the form pre-filled with what it certified.
 */
export function SignupRpps() {
  const pscUserInfo = useHashQuery().get('pscUserInfo');
  return pscUserInfo ? <PscSignup reference={pscUserInfo} /> : <DirectorySignup />;
}

/** Find oneself in the directory (or sign up manually), then the form. */
function DirectorySignup() {
  const { t } = useTranslation();
  const [doctor, setDoctor] = useState<DirectoryDoctor | null>(null);
  const [manual, setManual] = useState(false);

  return (
    <Stack spacing={3}>
      {doctor && <DoctorSummary doctor={doctor} onClear={() => setDoctor(null)} />}
      {!doctor && (
        <FormControlLabel
          label={t('signUp.manual')}
          control={<Checkbox checked={manual} onChange={(event) => setManual(event.target.checked)} />}
        />
      )}
      {!doctor && !manual && <DoctorSearch onChoose={setDoctor} />}
      {(doctor || manual) && (
        <SignupForm
          key={doctor?.asipDoctorId ?? 'manual'}
          kind="rpps"
          suggestedJobPlaceIds={doctor?.jobPlaces.flatMap((jobPlace) => jobPlace.jobPlaceId ?? [])}
          defaults={
            doctor
              ? {
                  civilTitle: doctor.civilTitle ?? 'Other',
                  firstName: doctor.firstName,
                  lastName: doctor.lastName,
                  rpps: doctor.rpps,
                }
              : undefined
          }
        />
      )}
    </Stack>
  );
}

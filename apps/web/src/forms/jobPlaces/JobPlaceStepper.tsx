import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Slide from '@mui/material/Slide';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { AdminSiteStep } from './AdminSiteStep.tsx';
import type { ChosenJobPlace } from './chosenJobPlace.ts';
import { JobPlaceSelectStep } from './JobPlaceSelectStep.tsx';

const STEP_SLIDE_MS = 300;

/** Finishing needs at least one job place, and an admin site for every selected job place. */
const canFinish = (jobPlaces: ChosenJobPlace[]) =>
  jobPlaces.length > 0 && jobPlaces.every((jobPlace) => jobPlace.adminSiteId !== '');

interface JobPlaceStepperProps {
  initial: ChosenJobPlace[];
  suggestedJobPlaceIds?: string[];
  onCancel: () => void;
  onDone: (jobPlaces: ChosenJobPlace[]) => void;
}

/** Step 1: select job places; step 2: link each one to an admin site (pathology centre). */
export function JobPlaceStepper({ initial, suggestedJobPlaceIds, onCancel, onDone }: JobPlaceStepperProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [jobPlaces, setJobPlaces] = useState(initial);
  const container = useRef<HTMLDivElement>(null);
  return (
    <>
      <DialogContent ref={container} sx={{ overflowX: 'hidden' }}>
        <Stepper activeStep={step} sx={{ mb: 2 }} alternativeLabel>
          <Step>
            <StepLabel>{t('jobPlaces.selectStep')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('jobPlaces.linkStep')}</StepLabel>
          </Step>
        </Stepper>
        <Slide
          key={step}
          in
          direction={step === 0 ? 'right' : 'left'}
          timeout={STEP_SLIDE_MS}
          container={container.current}
        >
          <Box>
            {step === 0 ? (
              <JobPlaceSelectStep
                selected={jobPlaces}
                suggestedJobPlaceIds={suggestedJobPlaceIds}
                onChange={setJobPlaces}
              />
            ) : (
              <AdminSiteStep jobPlaces={jobPlaces} onChange={setJobPlaces} />
            )}
          </Box>
        </Slide>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        {step === 1 && <Button onClick={() => setStep(0)}>{t('jobPlaces.previous')}</Button>}
        {step === 0 ? (
          <Button variant="contained" disabled={jobPlaces.length === 0} onClick={() => setStep(1)}>
            {t('jobPlaces.next')}
          </Button>
        ) : (
          <Button variant="contained" disabled={!canFinish(jobPlaces)} onClick={() => onDone(jobPlaces)}>
            {t('jobPlaces.finish')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

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
import type { ChosenWorkplace } from '../form/types.ts';
import { AdminSiteStep } from './AdminSiteStep.tsx';
import { PlaceSelectStep } from './PlaceSelectStep.tsx';

export const STEP_SLIDE_MS = 300;

/** Finishing needs at least one place, and a centre for every selected place. */
export const canFinish = (places: ChosenWorkplace[]) =>
  places.length > 0 && places.every((place) => place.adminSiteId !== '');

interface WorkplaceStepperProps {
  initial: ChosenWorkplace[];
  suggestedJobPlaceIds?: string[];
  onCancel: () => void;
  onDone: (places: ChosenWorkplace[]) => void;
}

/** Step 1: select establishments; step 2: link each one to a pathology centre. */
export function WorkplaceStepper({ initial, suggestedJobPlaceIds, onCancel, onDone }: WorkplaceStepperProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [places, setPlaces] = useState(initial);
  const container = useRef<HTMLDivElement>(null);
  return (
    <>
      <DialogContent ref={container} sx={{ overflowX: 'hidden' }}>
        <Stepper activeStep={step} sx={{ mb: 2 }} alternativeLabel>
          <Step>
            <StepLabel>{t('workplaces.selectStep')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('workplaces.linkStep')}</StepLabel>
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
              <PlaceSelectStep selected={places} suggestedJobPlaceIds={suggestedJobPlaceIds} onChange={setPlaces} />
            ) : (
              <AdminSiteStep places={places} onChange={setPlaces} />
            )}
          </Box>
        </Slide>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        {step === 1 && <Button onClick={() => setStep(0)}>{t('workplaces.previous')}</Button>}
        {step === 0 ? (
          <Button variant="contained" disabled={places.length === 0} onClick={() => setStep(1)}>
            {t('workplaces.next')}
          </Button>
        ) : (
          <Button variant="contained" disabled={!canFinish(places)} onClick={() => onDone(places)}>
            {t('workplaces.finish')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

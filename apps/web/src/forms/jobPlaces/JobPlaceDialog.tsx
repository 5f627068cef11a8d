import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import type { ChosenJobPlace } from './chosenJobPlace.ts';
import { JobPlaceStepper } from './JobPlaceStepper.tsx';

interface JobPlaceDialogProps {
  open: boolean;
  initial: ChosenJobPlace[];
  suggestedJobPlaceIds?: string[];
  onClose: () => void;
  onDone: (jobPlaces: ChosenJobPlace[]) => void;
}

/** Job place selection: the stepper starts afresh each time the dialog opens. */
export function JobPlaceDialog({ open, initial, suggestedJobPlaceIds, onClose, onDone }: JobPlaceDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={open} title={t('fields.jobPlaces')} onClose={onClose} maxWidth="md">
      <JobPlaceStepper
        initial={initial}
        suggestedJobPlaceIds={suggestedJobPlaceIds}
        onCancel={onClose}
        onDone={onDone}
      />
    </TitledDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../components/TitledDialog.tsx';
import type { ChosenWorkplace } from '../form/types.ts';
import { WorkplaceStepper } from './WorkplaceStepper.tsx';

interface WorkplaceDialogProps {
  open: boolean;
  initial: ChosenWorkplace[];
  suggestedJobPlaceIds?: string[];
  onClose: () => void;
  onDone: (places: ChosenWorkplace[]) => void;
}

/** Workplace selection: the stepper starts afresh each time the dialog opens. */
export function WorkplaceDialog({ open, initial, suggestedJobPlaceIds, onClose, onDone }: WorkplaceDialogProps) {
  const { t } = useTranslation();
  return (
    <TitledDialog open={open} title={t('workplaces.title')} onClose={onClose} maxWidth="md">
      <WorkplaceStepper
        initial={initial}
        suggestedJobPlaceIds={suggestedJobPlaceIds}
        onCancel={onClose}
        onDone={onDone}
      />
    </TitledDialog>
  );
}

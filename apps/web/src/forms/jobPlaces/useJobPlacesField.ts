import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { ChosenJobPlace } from './chosenJobPlace.ts';

/** A form's `jobPlaces` field and the props of the job place dialog that edits it. */
export function useJobPlacesField() {
  const { field, fieldState } = useController<{ jobPlaces: ChosenJobPlace[] }, 'jobPlaces'>({ name: 'jobPlaces' });
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return {
    field,
    error: fieldState.error?.message,
    openDialog: () => setOpen(true),
    dialog: {
      open,
      initial: field.value,
      onClose: close,
      onDone: (jobPlaces: ChosenJobPlace[]) => {
        field.onChange(jobPlaces);
        close();
      },
    },
  };
}

import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import UndoIcon from '@mui/icons-material/Undo';

interface EditableListProps<T> {
  /** The form's list field: its items, what changes them, and the add button takes its focus. */
  field: { value: T[]; onChange: (items: T[]) => void; ref: Ref<HTMLButtonElement> };
  error?: string;
  legend: ReactNode;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Buttons before the row's delete button (e.g. its settings). */
  renderActions?: (item: T, index: number) => ReactNode;
  removeLabel: (item: T) => string;
  /** By default the item leaves the list. */
  onRemove?: (item: T, index: number) => void;
  /**
   * An item only marked for removal (it goes when the form is saved): its button keeps it instead,
   * and stays where the focus was.
   */
  marked?: { is: (item: T) => boolean; keepLabel: (item: T) => string; onKeep: (item: T, index: number) => void };
  /** Shown when the list is empty. */
  empty?: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** The dialogs the list opens. */
  children?: ReactNode;
}

/** A list field of the profile form: a legend, one row per item with its delete button, an add button. */
export function EditableList<T>(props: EditableListProps<T>) {
  const { field, itemKey, renderItem, renderActions, removeLabel, marked, error } = props;
  const items = field.value;
  const remove = (item: T, index: number) =>
    props.onRemove ? props.onRemove(item, index) : field.onChange(items.filter((_, i) => i !== index));
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {props.legend}
      </Typography>
      {items.length === 0 && props.empty && <Typography>{props.empty}</Typography>}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item, index) => (
          <Stack
            component="li"
            key={itemKey(item)}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
          >
            <Box sx={{ flexGrow: 1, minWidth: '10em', overflowWrap: 'anywhere' }}>{renderItem(item)}</Box>
            {renderActions?.(item, index)}
            {marked?.is(item) ? (
              <IconButton aria-label={marked.keepLabel(item)} onClick={() => marked.onKeep(item, index)}>
                <UndoIcon />
              </IconButton>
            ) : (
              <IconButton aria-label={removeLabel(item)} onClick={() => remove(item, index)}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        ))}
      </Box>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        ref={field.ref}
        onClick={props.onAdd}
        sx={{ alignSelf: 'flex-start' }}
      >
        {props.addLabel}
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {props.children}
    </Stack>
  );
}

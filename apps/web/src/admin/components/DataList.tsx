import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useNarrowScreen } from '../../components/useNarrowScreen.ts';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
}

interface DataListProps<T> {
  /** Names the table, or the list of cards. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
}

/** Rows as a table on wide screens, as cards (a term and its value per column) on narrow ones. */
export function DataList<T>({ label, columns, rows, rowKey }: DataListProps<T>) {
  const narrow = useNarrowScreen();
  if (narrow) {
    return (
      <Box component="ul" aria-label={label} sx={{ display: 'grid', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <Card variant="outlined">
              <CardContent component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
                {columns.map((column) => (
                  <Box key={column.key} sx={{ minWidth: 0 }}>
                    <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary', fontSize: '0.875rem' }}>
                      {column.label}
                    </Box>
                    <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {column.render(row)}
                    </Box>
                  </Box>
                ))}
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key}>{column.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

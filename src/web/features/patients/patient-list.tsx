/**
 * Home's patient list, virtualised in a scroll box of its own: only the rows in view (and a few
 * either side) exist in the DOM, so 200 patients render like 10 (issue 37: rendering every row
 * blocked a phone's main thread for seconds), and the box's height is fixed by the number of
 * rows it can show, so what Home shows below the list does not move when the list arrives.
 * Tabbing from row to row scrolls the focused row into view, which brings its neighbours in;
 * search (above the list) finds any patient.
 */
import { Box, Skeleton, Stack } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Patient } from '../../../common/schemas/patient';
import { useWorkspace } from '../clinic';
import { PatientRow } from './patient-row';

/** A row's height: name, facts and (in a clinic) who changed it last, each on one line. */
const ROW_HEIGHT_PX = 76;
const CLINIC_ROW_HEIGHT_PX = 96;
const GAP_PX = 8;
/** Rows the box shows at most before it scrolls: about a phone's screen below the search box. */
export const VISIBLE_ROWS = 6;

/** The box's height for `rows` rows, the loading placeholder's too (so nothing below moves). */
function boxHeight(rows: number, rowHeight: number): number {
  const shown = Math.min(rows, VISIBLE_ROWS);
  return shown * rowHeight + Math.max(0, shown - 1) * GAP_PX;
}

function useRowHeight(): number {
  return useWorkspace().kind === 'clinic' ? CLINIC_ROW_HEIGHT_PX : ROW_HEIGHT_PX;
}

/** While the list loads: placeholders as tall as the full box. */
export function PatientListPlaceholder({ label }: { label: string }) {
  const rowHeight = useRowHeight();
  return (
    <Stack
      gap={GAP_PX}
      h={boxHeight(VISIBLE_ROWS, rowHeight)}
      style={{ overflow: 'hidden' }}
      aria-busy="true"
      aria-label={label}
      role="status"
    >
      {Array.from({ length: VISIBLE_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell apart.
        <Skeleton key={row} height={rowHeight} radius="md" style={{ flexShrink: 0 }} />
      ))}
    </Stack>
  );
}

export function PatientList({
  patients,
  label,
  onEdit,
  onArchive,
  canRename = false,
}: {
  patients: readonly Patient[];
  label: string;
  onEdit: (patient: Patient) => void;
  onArchive: (patient: Patient) => void;
  /** The front desk edits identification only (patient-row.tsx). */
  canRename?: boolean;
}) {
  const rowHeight = useRowHeight();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: patients.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => patients[index]!.patientId,
    gap: GAP_PX,
    overscan: 4,
    // Before the box is measured (the first render, a prerender): as many rows as it shows.
    initialRect: { width: 0, height: boxHeight(VISIBLE_ROWS, rowHeight) },
  });

  return (
    <Box
      ref={scrollRef}
      h={boxHeight(patients.length, rowHeight)}
      style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      <ul
        aria-label={label}
        style={{
          position: 'relative',
          height: virtualizer.getTotalSize(),
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const patient = patients[row.index]!;
          return (
            <PatientRow
              key={row.key}
              patient={patient}
              onEdit={onEdit}
              onArchive={onArchive}
              canRename={canRename}
              position={row.index + 1}
              setSize={patients.length}
              top={row.start}
              height={rowHeight}
            />
          );
        })}
      </ul>
    </Box>
  );
}

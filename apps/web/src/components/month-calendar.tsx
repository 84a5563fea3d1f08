import { ActionIcon, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  dayOfMonth,
  longDate,
  monthLabel,
  sameMonth,
  startOfMonth,
  startOfWeek,
} from '../lib/calendar-date';
import classes from './month-calendar.module.css';

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

/** Arrow keys move a day or a week; Home and End go to the week's ends; Page Up and Down a month. */
const KEY_STEPS: Record<string, (date: string) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => startOfWeek(d),
  End: (d) => addDays(startOfWeek(d), 6),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
};

/**
 * A month of days to pick one from (dates as YYYY-MM-DD). Days before `minDate` are disabled. Each day is a
 * 44 px button named by its full date ("15 March 2025"), pressed when chosen; one day is in the tab order and
 * the arrow keys move between days (and across months), as in a date picker. Seven columns of 44 px fit a
 * 360 px screen.
 */
export function MonthCalendar({
  value,
  onChange,
  minDate,
  label,
}: {
  value: string | null;
  onChange: (date: string) => void;
  /** The first day that can be picked. */
  minDate: string;
  /** Names the calendar (its group). */
  label: string;
}) {
  const [month, setMonth] = useState(() => startOfMonth(value ?? minDate));
  const [focused, setFocused] = useState(() => value ?? minDate);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();

  const canGoBack = month > startOfMonth(minDate);
  const first = startOfWeek(month);
  const weeks = Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(first, w * 7 + d)),
  ).filter((week) => week.some((day) => sameMonth(day, month)));

  // The day in the tab order: the focused one when it is in this month, else the chosen or first open day.
  const tabbable = (() => {
    if (sameMonth(focused, month) && focused >= minDate) return focused;
    if (value && sameMonth(value, month)) return value;
    return month < minDate ? minDate : month;
  })();

  // A day to focus once its month is drawn (after the arrow keys cross into another month).
  const focusAfterRender = useRef<string | null>(null);
  const dayButton = (date: string) => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    dayButton(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const focusDay = (day: string) => {
    const target = day < minDate ? minDate : day;
    setFocused(target);
    if (sameMonth(target, month)) {
      dayButton(target)?.focus();
    } else {
      focusAfterRender.current = target;
      setMonth(startOfMonth(target));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    focusDay(step(day));
  };

  return (
    <Box role="group" aria-label={label}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <ActionIcon
          variant="default"
          size={44}
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <Text id={headingId} fw={700} aria-live="polite">
          {monthLabel(month)}
        </Text>
        <ActionIcon
          variant="default"
          size={44}
          aria-label="Next month"
          onClick={() => setMonth(addMonths(month, 1))}
        >
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <Box
        ref={grid}
        component="table"
        role="grid"
        aria-labelledby={headingId}
        style={{ borderCollapse: 'collapse', margin: '0 auto' }}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <Text component="th" key={short} scope="col" fz="xs" c="dimmed" fw={600} h={28} abbr={long}>
                {short}
              </Text>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                if (!sameMonth(day, month)) return <td key={day} />;
                const selected = value === day;
                return (
                  <td key={day} style={{ padding: 0 }}>
                    <UnstyledButton
                      data-date={day}
                      aria-label={longDate(day)}
                      aria-pressed={selected}
                      disabled={day < minDate}
                      tabIndex={day === tabbable ? 0 : -1}
                      onClick={() => {
                        setFocused(day);
                        onChange(day);
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={classes.day}
                      data-today={day === minDate || undefined}
                    >
                      {dayOfMonth(day)}
                    </UnstyledButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

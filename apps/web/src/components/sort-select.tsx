import { NativeSelect } from '@mantine/core';

/** A sort dropdown over one of the shared sort lists (LIST_SORTS, REVIEW_SORTS). */
export function SortSelect<V extends string>({
  value,
  onChange,
  options,
  label = 'Sort by',
}: {
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string }[];
  label?: string;
}) {
  return (
    <NativeSelect
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as V)}
      data={options.map((o) => ({ value: o.value, label: o.label }))}
      w={{ base: '100%', xs: 220 }}
    />
  );
}

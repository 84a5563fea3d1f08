import { CloseButton, TextInput } from '@mantine/core';
import { SEARCH_DEBOUNCE_MS } from '@oxstrength/shared/constants';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * A search box that keeps its own text and reports it after `delay` ms without typing. When `value` changes
 * from outside (the back button changed the URL) the text follows it. On a page drawn on the server it takes
 * typing only once the app is live (text typed before would be lost as the app adopts the page).
 */
export function DebouncedSearchInput({
  value,
  onSearch,
  placeholder,
  label,
  delay = SEARCH_DEBOUNCE_MS,
}: {
  value: string;
  onSearch: (query: string) => void;
  placeholder?: string;
  label: string;
  delay?: number;
}) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // The last query this box reported, so its own echo through the URL does not overwrite newer typing.
  const [sent, setSent] = useState<string | null>(null);
  const live = useHydrated();
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // Follow outside changes (render-time state adjustment, no extra effect pass).
  if (value !== synced) {
    setSynced(value);
    if (value !== sent) setText(value);
  }

  const report = (query: string) => {
    setSent(query);
    onSearchRef.current(query);
  };

  useEffect(() => {
    const query = text.trim();
    if (query === value.trim()) return;
    const timer = setTimeout(() => {
      setSent(query);
      onSearchRef.current(query);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      readOnly={!live}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              report('');
            }}
          />
        ) : null
      }
    />
  );
}

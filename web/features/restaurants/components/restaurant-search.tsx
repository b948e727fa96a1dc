import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Search } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { canSuggest } from '@domain/suggestions';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useRestaurantSuggestions } from '../api/get-restaurant-suggestions';
import type { RestaurantSuggestion } from '@domain/restaurants';

const messages = it.restaurants;

// The spec gives no delay for the list's suggestions; a quarter of a second
// keeps a request per pause rather than per keystroke.
export const SUGGESTIONS_DEBOUNCE_MS = 250;

type RestaurantSearchProps = {
  /** A suggestion was chosen (click, or Enter on the highlighted one). */
  onSelect: (suggestion: RestaurantSuggestion) => void;
  /** Enter (or the search button) on text with no highlighted suggestion. */
  onSubmitText: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The search box with its suggestions, as an ARIA 1.2 combobox: the focus
 * stays in the input, arrows move the highlighted option
 * (aria-activedescendant), Enter picks it or searches the typed text, Escape
 * closes the list and then clears the text.
 */
export function RestaurantSearch({ onSelect, onSubmitText, inputRef }: RestaurantSearchProps) {
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), SUGGESTIONS_DEBOUNCE_MS);
  const suggestions = useRestaurantSuggestions(debounced, { enabled: isOpen });

  // Only suggestions for what is in the box now (or what it was a moment ago, while typing on).
  const isTermLongEnough = canSuggest(text) && canSuggest(debounced);
  const items = isTermLongEnough ? (suggestions.data ?? []) : [];
  const isExpanded = isOpen && items.length > 0;
  const hasAnswered = isOpen && isTermLongEnough && suggestions.isSuccess && !suggestions.isPlaceholderData;

  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const choose = (suggestion: RestaurantSuggestion) => {
    onSelect(suggestion);
    setText('');
    close();
  };

  const submitText = () => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    onSubmitText(trimmed);
    setText('');
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        setIsOpen(true);
        if (items.length > 0) setActiveIndex((index) => (index + 1) % items.length);
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        setIsOpen(true);
        if (items.length > 0) setActiveIndex((index) => (index <= 0 ? items.length - 1 : index - 1));
        break;
      }
      case 'Enter': {
        const active = isExpanded ? items[activeIndex] : undefined;
        if (active) {
          event.preventDefault();
          choose(active);
        }
        // Otherwise the form submits the typed text.
        break;
      }
      case 'Escape': {
        if (isExpanded) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        break;
      }
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  const activeDescendant = isExpanded && activeIndex >= 0 && activeIndex < items.length ? optionId(activeIndex) : undefined;

  return (
    <form
      role="search"
      aria-label={messages.searchLabel}
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        submitText();
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {messages.searchLabel}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            ref={inputRef}
            id={`${id}-input`}
            type="text"
            role="combobox"
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={listboxId}
            aria-activedescendant={activeDescendant}
            placeholder={messages.searchPlaceholder}
            className="pl-9"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setIsOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setIsOpen(true)}
            onBlur={close}
            onKeyDown={onKeyDown}
          />
          <ul
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-label={messages.suggestionsLabel}
            hidden={!isExpanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-border bg-popover p-1 text-popover-foreground shadow-lg"
          >
            {items.map((suggestion, index) => (
              <li
                key={`${suggestion.type}:${suggestion.value}`}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={index === activeIndex}
                // Keep the focus in the input: the click picks the option.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActiveIndex(index)}
                onClick={() => choose(suggestion)}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm',
                  index === activeIndex ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
                )}
              >
                <span className="min-w-0 truncate font-medium">{suggestion.text}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{messages.filterTypes[suggestion.type]}</span>
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit" variant="outline" size="icon" aria-label={messages.searchButton}>
          <Search aria-hidden="true" />
        </Button>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {hasAnswered ? messages.suggestionsStatus(items.length) : ''}
      </div>
    </form>
  );
}

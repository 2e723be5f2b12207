import { type KeyboardEvent, useId, useRef } from 'react';

/** The tab a key moves to (arrow keys wrap around, Home and End go to the ends), if any. */
function tabAfterKey<T>(tabs: readonly T[], active: T, key: string): T | undefined {
  const index = tabs.indexOf(active);
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}

/**
 * WAI-ARIA tabs: the props of each tab button and of a panel (ids, roles, which is selected), and
 * the arrow keys, Home and End choosing and focusing another tab. `select` shows the chosen tab.
 * With `onePanel` a single panel shows whichever tab is chosen; otherwise each tab has its own.
 */
export function useAriaTabs<T extends string>(
  tabs: readonly T[],
  active: T,
  select: (tab: T) => void,
  { onePanel = false }: { onePanel?: boolean } = {},
) {
  const baseId = useId();
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = (tab: T) => (onePanel ? `${baseId}-panel` : `${baseId}-panel-${tab}`);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(tabs, active, event.key);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };

  return {
    tab: (tab: T) => ({
      ref: (node: HTMLButtonElement | null) => {
        buttons.current[tab] = node;
      },
      type: 'button' as const,
      role: 'tab',
      id: tabId(tab),
      'aria-selected': active === tab,
      'aria-controls': panelId(tab),
      tabIndex: active === tab ? 0 : -1,
      onClick: () => select(tab),
      onKeyDown,
    }),
    panel: (tab: T) => ({ role: 'tabpanel', id: panelId(tab), 'aria-labelledby': tabId(tab) }),
  };
}

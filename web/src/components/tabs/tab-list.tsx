import styles from './tab-list.module.css';

/** A row of tabs choosing one of `tabs`; the panel below is the caller's. */
export function TabList<V extends string>({
  tabs,
  value,
  onChange,
}: {
  tabs: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className={styles.tabs} role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

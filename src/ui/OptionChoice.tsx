import './OptionSection.css';

export interface OptionChoiceProps<T extends string> {
  /** The radio group's name and its accessible label. */
  name: string;
  label: string;
  options: { value: T; label: string; lang?: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** A radio list: one row per option, the whole row tappable, arrow keys move between rows. */
export function OptionChoice<T extends string>({ name, label, options, value, onChange }: OptionChoiceProps<T>) {
  return (
    <fieldset>
      <legend class="visually-hidden">{label}</legend>
      {options.map((o) => (
        <label key={o.value} class="ui-option">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <span lang={o.lang}>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

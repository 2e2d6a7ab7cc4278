type Option = { value: string; label: string; id?: string };
export type LabelledSelectClasses = { root: string; label: string; select: string };
type Props = {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  classes: LabelledSelectClasses;
};

/**
 * A native drop-down with a visible label: keyboard and screen-reader friendly as browsers make
 * it, styled by its server parent (labelledSelectStyles) with the colour scheme's variables.
 */
export default function LabelledSelect({ id, label, value, options, onChange, classes }: Props) {
  return (
    <div className={classes.root}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={classes.select}
      >
        {options.map((option) => (
          <option key={option.value} id={option.id} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

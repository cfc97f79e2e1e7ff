import { addOutline, removeOutline } from 'ionicons/icons';
import { useId } from 'react';
import { Icon } from './icon';

export interface GuestStepperProps {
  label: string;
  noun: 'adult' | 'child' | 'infant';
  room: number;
  value: number;
  limits: { min: number; max: number };
  onChange: (value: number) => void;
}

/** − 2 +, with buttons that say what they do ("Add an adult to room 1") and stop at the limits. */
export function GuestStepper({ label, noun, room, value, limits, onChange }: GuestStepperProps) {
  const labelId = useId();
  const article = noun === 'adult' || noun === 'infant' ? 'an' : 'a';
  return (
    <div className="guest-stepper" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="guest-stepper__label">
        {label}
        <span className="visually-hidden">, room {room}</span>
      </span>
      <div className="guest-stepper__controls">
        <button
          type="button"
          className="guest-stepper__button"
          aria-label={`Remove ${article} ${noun} from room ${room}`}
          disabled={value <= limits.min}
          onClick={() => onChange(Math.max(limits.min, value - 1))}
        >
          <Icon icon={removeOutline} />
        </button>
        <output className="guest-stepper__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="guest-stepper__button"
          aria-label={`Add ${article} ${noun} to room ${room}`}
          disabled={value >= limits.max}
          onClick={() => onChange(Math.min(limits.max, value + 1))}
        >
          <Icon icon={addOutline} />
        </button>
      </div>
    </div>
  );
}

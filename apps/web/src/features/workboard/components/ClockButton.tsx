import classes from './Board.module.css';
import { keepInside } from './MoveToButton';

/** The caller's clock on a card: 'loading' until the running clocks are known (the button keeps its place). */
export type CardClock = 'idle' | 'running' | 'loading';

/**
 * A card's start/stop clock button (issue 13). Plain element with a CSS-mask icon, its label handed
 * in by the card (no component, translator or query per card); 34 px drawn, 44 px to the thumb.
 */
export function ClockButton({ state, label, onClick }: { state: CardClock; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={classes.clockButton}
      data-running={state === 'running'}
      data-testid="card-clock"
      aria-label={label}
      title={label}
      disabled={state === 'loading'}
      // Its presses are its own: no card opening, no drag.
      onPointerDown={keepInside}
      onKeyDown={keepInside}
      onClick={(event) => {
        keepInside(event);
        onClick();
      }}
    >
      <span className={`${classes.icon} ${state === 'running' ? classes.iconStop : classes.iconPlay}`} aria-hidden />
    </button>
  );
}

// Taps on the server's stay calendar before the form's code has arrived. The
// calendar is in the page's HTML, but until React has hydrated it a tap would do
// nothing (React drops a click on markup it has not taken over). An inline
// script, before the form, keeps each tapped day (and month button) in order and
// marks the day at once; the calendar replays them through its own rules once it
// has taken over (StayCalendar: its root carries data-stay-calendar, its month
// buttons data-turn), and from then on leaves the clicks to React.

/** Marks a day tapped early (StayCalendar.module.css shows it picked). */
const EARLY_PICK = "data-early-pick";

interface EarlyTaps {
  taps: string[];
  taken: boolean;
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps;
  }
}

/**
 * The inline script. Listens on the window in the capture phase, before React's
 * own listener (which would otherwise drop the click), and only until the calendar
 * has taken over. A day tapped again, or a third day, starts the marks again, as
 * picking does; the stay itself is worked out by the calendar.
 */
export const EARLY_TAPS_SCRIPT = `(function(w){if(w.__earlyTaps)return;var s=w.__earlyTaps={taps:[],taken:false};
w.addEventListener("click",function(e){if(s.taken||!e.target||!e.target.closest)return;
var b=e.target.closest("[data-stay-calendar] button");if(!b||b.disabled||b.getAttribute("aria-disabled"))return;
var td=b.closest("td[data-day]");var turn=b.getAttribute("data-turn");if(!td&&!turn)return;
e.stopPropagation();if(!td){s.taps.push(turn);return;}s.taps.push(td.getAttribute("data-day"));
var root=b.closest("[data-stay-calendar]");var marked=root.querySelectorAll("[${EARLY_PICK}]");
var again=td.hasAttribute("${EARLY_PICK}");if(again||marked.length>1)for(var i=0;i<marked.length;i++)marked[i].removeAttribute("${EARLY_PICK}");
if(!again)td.setAttribute("${EARLY_PICK}","")},true)})(window)`;

/** A tap on a month button: the months it turns by. */
export function turnOf(tap: string): number | null {
  return tap === "1" || tap === "-1" ? Number(tap) : null;
}

/**
 * The taps made before the calendar took over, in order, and their marks cleared;
 * from now on the calendar's own handlers answer taps. Empty without the script.
 */
export function takeEarlyTaps(root: HTMLElement | null): string[] {
  const state = window.__earlyTaps;
  if (!state) return [];
  state.taken = true;
  root?.querySelectorAll(`[${EARLY_PICK}]`).forEach((day) => day.removeAttribute(EARLY_PICK));
  return state.taps.splice(0);
}

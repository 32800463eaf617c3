/** The "I am safe" page's English (issue 39): loaded with that page only (never the kiosk's first load); the other
 * languages' words are in their catalogues under `safe`. */
export const enSafe = {
  safeTitle: 'Evacuation at {depot}',
  safeGoTo: 'Go to the assembly point: {point}',
  safeGoToUnset: 'Go to the assembly point and follow the marshals.',
  safeAsk: '{name}, when you are safe, tell the marshals here.',
  safeButton: 'I am safe',
  safeDone: 'Thank you, {name}: the marshals can see you are safe (since {time}).',
  safeEnded: 'The evacuation has ended: there is nothing more to do.',
  safeInvalid: 'This link is not valid. If you are on site, go to the assembly point and tell a marshal.',
};

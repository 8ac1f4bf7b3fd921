import { BASE_WORDS, COMMON_PASSWORDS } from './common-passwords';
import type { ValidationMessageKey } from './messages';

/**
 * Password rules beyond length (NIST SP 800-63B §5.1.1.2), one function for the server and the
 * web form: no commonly used or guessable password (a listed word or password, a word padded only
 * with digits and symbols, one character or short group repeated, a run like "abcdef…" or
 * "987654…", a keyboard walk), and not the username. Composition rules are deliberately absent.
 */
const BASES = new Set(BASE_WORDS);
const COMMON = new Set(COMMON_PASSWORDS);
/** Keyboard rows and columns (US layout), each also read backwards. */
const WALKS = [
  '1234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
];
const WALK_LINES = WALKS.flatMap((w) => {
  const back = [...w].reverse().join('');
  return [w + w, back + back];
});
const MIN_WALK = 4;

/** Lower-case letters and digits only. */
const fold = (password: string) => password.toLowerCase().replace(/[^a-z0-9]/g, '');
const LEET: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const unLeet = (s: string) => s.replace(/[013457@$]/g, (c) => LEET[c]!);

function isRepeat(s: string): boolean {
  return /^(.{1,4})\1+$/.test(s);
}

/** Every step one up, or every step one down ("abcdef", "654321"). */
function isRun(s: string): boolean {
  if (s.length < 4) return false;
  const step = s.charCodeAt(1) - s.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < s.length; i++) if (s.charCodeAt(i) - s.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** Made only of keyboard walks of at least MIN_WALK keys each (with digits around them). */
function isKeyboardWalk(s: string): boolean {
  const core = /^\d+$/.test(s) ? s : s.replace(/^\d+|\d+$/g, '');
  if (core.length < 2 * MIN_WALK) return false;
  // walkable[i]: core.slice(i) splits into walks. Filled from the end.
  const walkable: boolean[] = Array(core.length + 1).fill(false);
  walkable[core.length] = true;
  for (let i = core.length - MIN_WALK; i >= 0; i--) {
    for (let j = i + MIN_WALK; j <= core.length && !walkable[i]; j++)
      walkable[i] = walkable[j]! && WALK_LINES.some((l) => l.includes(core.slice(i, j)));
  }
  return walkable[0]!;
}

/**
 * Commonly used or easily guessed (a listed word or password, a repeat, a run, a keyboard walk).
 * Read after Unicode normalisation (NFKC), so a no-break or ideographic space counts as a space and
 * a full-width letter as its letter. Only white space, or one character or short group repeated
 * (spaces and symbols too: "            ", "!!!!!!!!!!!!"), is refused; spaces inside a password
 * are welcome (NIST SP 800-63B).
 */
export function isGuessablePassword(typed: string): boolean {
  const password = typed.normalize('NFKC');
  if (password.trim() === '' || isRepeat(password.toLowerCase())) return true;
  const folded = fold(password);
  if (COMMON.has(folded) || isRepeat(folded) || isRun(folded) || isKeyboardWalk(folded)) return true;
  // A listed word with only digits and symbols around it: "Password1234!", "2024benefits", "P4ssw0rd!!".
  const word = padded(password);
  return BASES.has(fold(word)) || BASES.has(unLeet(word).replace(/[^a-z]/g, ''));
}

/** The password without the digits and symbols before its first letter and after its last. */
const padded = (password: string) => password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');

/**
 * Why a new password is refused, as a validation message key, or null when it is acceptable.
 * (The length rule is checked by the Password schema.)
 */
export function passwordProblem(password: string, username?: string): ValidationMessageKey | null {
  if (username) {
    // The username itself (padded or not), or, for a longer one, anywhere in the password.
    const name = fold(username);
    const same = fold(padded(password)) === name || fold(password) === name;
    if (name.length > 0 && (same || (name.length >= 6 && fold(password).includes(name))))
      return 'validation.password.username';
  }
  return isGuessablePassword(password) ? 'validation.password.common' : null;
}

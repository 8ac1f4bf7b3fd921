/**
 * Words and passwords that people pick most often and that every password-guessing list starts
 * with (NIST SP 800-63B §5.1.1.2: refuse values known to be commonly used or compromised).
 * Written for this portal, lower-case, letters and digits only; a password is compared after
 * the same folding (see password-policy.ts), so "Password-1234!" meets "password".
 *
 * BASE_WORDS are refused alone or followed or preceded only by digits and symbols;
 * COMMON_PASSWORDS are refused as they are.
 */
export const BASE_WORDS: readonly string[] = [
  'password', 'passw0rd', 'p4ssw0rd', 'pass', 'passwd', 'secret', 'letmein', 'welcome', 'welcome1', 'login', 'admin',
  'administrator', 'root', 'user', 'guest', 'changeme', 'default', 'test', 'testing', 'qwerty', 'azerty', 'iloveyou',
  'loveyou', 'love', 'monkey', 'dragon', 'master', 'sunshine', 'princess', 'football', 'baseball', 'basketball',
  'soccer', 'hockey', 'superman', 'batman', 'starwars', 'pokemon', 'shadow', 'michael', 'jennifer', 'jessica',
  'ashley', 'daniel', 'charlie', 'thomas', 'robert', 'jordan', 'hunter', 'killer', 'trustno1', 'freedom', 'whatever',
  'computer', 'internet', 'summer', 'winter', 'spring', 'autumn', 'flower', 'cookie', 'chocolate', 'butterfly',
  'purple', 'orange', 'yellow', 'banana', 'cheese', 'pepper', 'ginger', 'maggie', 'buster', 'tigger', 'blessed',
  'jesus', 'jesuschrist', 'god', 'heaven', 'angel', 'family', 'friends', 'mother', 'father', 'money', 'america',
  'usa', 'mustang', 'corvette', 'harley', 'yankees', 'cowboys', 'lakers', 'liverpool', 'chelsea', 'arsenal',
  'benefits', 'benefit', 'portal', 'benefitsportal', 'state', 'stateid', 'medicaid', 'snap', 'foodstamps', 'ebt',
  'contrasena', 'contrasenia', 'hola', 'amor', 'teamo', 'familia', 'bienvenido', 'secreto',
];

export const COMMON_PASSWORDS: readonly string[] = [
  '123456789012', '1234567890123', '12345678901234', '123123123123', '123412341234', '111111111111',
  '000000000000', '121212121212', '112233445566', '098765432109', '987654321098', '123456123456', '147258369147',
  '123qweasdzxc', '1qaz2wsx3edc', '1q2w3e4r5t6y', 'qwertyuiop12', 'qwertyuiop123', 'qwerty123456', 'qwertyqwerty',
  'asdfghjkl123', 'asdfasdfasdf', 'zxcvbnm12345', 'abcdefghijkl', 'abcd12345678', 'abc123abc123', 'aaaaaaaaaaaa',
  'password1234', 'password12345', 'password123456', 'passwordpassword', 'mypassword123', 'iloveyou1234',
  'welcome12345', 'letmein12345', 'changeme1234', 'administrator1', 'football1234', 'baseball1234', 'sunshine1234',
  'princess1234', 'superman1234', 'starwars1234', 'michael12345', 'jennifer1234', 'trustno11234', 'whatever1234',
  'correcthorsebatterystaple', 'thequickbrownfox', 'iloveyouforever', 'loveyouforever', 'letmeinnow123',
  'qazwsxedcrfv', 'zaq12wsxcde3', 'monkey123456', 'dragon123456', 'master123456', 'shadow123456', 'summer2024',
  'summer2025', 'summer2026', 'winter2024', 'winter2025', 'winter2026', 'spring2025', 'spring2026', 'autumn2025',
  'password2024', 'password2025', 'password2026', 'welcome2025', 'welcome2026',
];

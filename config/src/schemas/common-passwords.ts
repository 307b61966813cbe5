/**
 * The most common passwords of public breach lists (lower case). Passwords shorter than
 * PASSWORD_MIN_LENGTH are refused by the length rule already, so this list holds
 * mostly longer ones.
 */
const COMMON_PASSWORDS: readonly string[] = [
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '123456123', '11111111',
  '111111111', '1111111111', '00000000', '000000000', '0000000000', '22222222', '55555555',
  '66666666', '77777777', '88888888', '99999999', '12341234', '11223344', '112233445566',
  '123321123', '12344321', '87654321', '987654321', '9876543210', '0987654321', '1q2w3e4r',
  '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4', 'q1w2e3r4t5', 'q1w2e3r4t5y6', '1qaz2wsx', '1qaz2wsx3edc',
  'zaq12wsx', 'zaq1zaq1', 'xsw2zaq1', '!qaz2wsx', '1qazxsw2', 'qazwsxedc', 'qazwsx123', 'qwertyuiop',
  'qwerty123', 'qwerty12', 'qwerty1234', 'qwerty12345', 'qwertyui', 'qwertyu1', 'qwerty11',
  'qwerty01', 'qwerty!@#', 'qwertz123', 'azertyuiop', 'azerty123', 'asdfghjkl', 'asdfghjk',
  'asdf1234', 'asdfasdf', 'asdfgh123', 'zxcvbnm1', 'zxcvbnm123', 'zxcvbnma', '1234qwer', '123qweasd',
  '123qweasdzxc', 'qweasdzxc', 'qweqweqwe', 'qwe123qwe', 'qwe12345', 'abc12345', 'abcd1234',
  'abcdefgh', 'abcdefg1', 'abc123456', 'a1b2c3d4', 'a1234567', 'a12345678', 'aa123456', 'aa12345678',
  'password', 'password1', 'password12', 'password123', 'password1234', 'password!', 'password1!',
  'password01', 'password2', 'password3', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa$$word', 'p4ssw0rd',
  'pass1234', 'pass12345', 'password123!', 'mypassword', 'newpassword', 'thepassword', 'passpass',
  'passwort', 'motdepasse', 'contraseña', 'contrasena', 'senha123', 'wachtwoord', 'changeme',
  'changeme1', 'changeme123', 'letmein1', 'letmein123', 'letmein!', 'welcome1', 'welcome12',
  'welcome123', 'welcome1!', 'welcome2', 'iloveyou', 'iloveyou1', 'iloveyou2', 'iloveyou!',
  'iloveu123', 'loveyou1', 'lovelove', 'sunshine', 'sunshine1', 'princess', 'princess1',
  'football', 'football1', 'baseball', 'baseball1', 'basketball', 'soccer12', 'hockey12',
  'starwars', 'starwars1', 'superman', 'superman1', 'batman123', 'spiderman', 'pokemon1',
  'master12', 'masterkey', 'trustno1', 'trustno12', 'whatever', 'whatever1', 'computer',
  'computer1', 'internet', 'samsung1', 'michael1', 'jennifer', 'jessica1', 'jordan23', 'michelle',
  'christian', 'charlie1', 'chocolate', 'butterfly', 'elizabeth', 'danielle', 'victoria',
  'alexander', 'jonathan', 'jasmine1', 'anthony1', 'nicholas', 'benjamin', 'samantha', 'patricia',
  'qwerty123!', 'freedom1', 'maverick', 'mercedes', 'midnight', 'mustang1', 'november', 'december',
  'september', 'cocacola', 'blink182', 'liverpool', 'arsenal1', 'chelsea1', 'manchester',
  'dragon12', 'dragon123', 'monkey12', 'monkey123', 'shadow12', 'shadow123', 'killer12',
  'tigger12', 'cookie12', 'summer12', 'summer2023', 'summer2024', 'summer2025', 'winter12',
  'winter2024', 'spring2024', 'autumn2024', 'monday12', 'friday13', 'hello123', 'hello1234',
  'helloworld', 'hellohello', 'goodluck', 'godisgood', 'jesus123', 'jesuschrist', 'blessed1',
  'angel123', 'babygirl', 'babygirl1', 'sweetheart', 'lovely12', 'beautiful', 'pretty12',
  'iloveyou123', 'fuckyou1', 'fuckoff1', 'asshole1', 'bigdaddy', 'corvette', 'ferrari1',
  'harley12', 'yankees1', 'cowboys1', 'steelers', 'redskins', 'lakers24', 'eagles12',
  'qwerty1!', 'admin123', 'admin1234', 'admin12345', 'administrator', 'adminadmin', 'root1234',
  'rootroot', 'toor1234', 'test1234', 'test12345', 'testtest', 'testing1', 'testing123',
  'guest123', 'user1234', 'default1', 'secret12', 'secret123', 'letmein2', 'access14',
  'access123', 'login123', 'default123', 'temp1234', 'temppass', 'password@123', 'pass@123',
  'admin@123', 'welcome@123', 'india123', 'america1', 'usa12345', 'canada12', 'london12',
  'newyork1', 'chicago1', 'detroit1', 'michigan', 'michigan1', 'california', 'florida1', 'texas123',
  'qwertyqwerty', 'asdfasdfasdf', 'zxczxczxc', 'qqqqqqqq', 'aaaaaaaa', 'zzzzzzzz', 'xxxxxxxx',
  'abcabcabc', 'abc123abc', 'abcdefghi', 'abcdefghij', 'aaaaaa11', 'a1a1a1a1', 'ab123456',
  'iloveme1', 'myspace1', 'facebook', 'facebook1', 'linkedin', 'instagram', 'twitter1', 'google123',
  'youtube1', 'snapchat', 'tiktok123', 'microsoft', 'apple123', 'iphone12', 'nintendo',
  'playstation', 'xbox3600', 'minecraft', 'fortnite', 'roblox123', 'gamer123', 'diamond1',
  'thunder1', 'phoenix1', 'rainbow1', 'flower12', 'peanut12', 'pepper12', 'ginger12', 'buster12',
  'charlie123', 'maggie12', 'bailey12', 'daniel12', 'andrew12', 'joshua12', 'matthew1', 'robert12',
  'william1', 'richard1', 'thomas12', 'george12', 'hunter12', 'ranger12', 'soccer123', 'hockey123',
  'golfer12', 'golf1234', 'tennis12', 'runner12', 'letmeinnow', 'openupnow', 'opensesame',
  'nopassword', 'noPassword1', 'forgotit', 'iforgot1', 'remember', 'secretpassword', 'supersecret',
  'qwe123456', 'asd123456', 'zxc123456', 'aa123123', 'qq123456', 'q1234567', 'q12345678',
  'z1234567', '1234abcd', '123abc123', '123456abc', '123456aa', '123456qwerty', '12345qwert',
  '12345abc', '1234567a', '123456789a', '12345678a', '1a2b3c4d', '147258369', '159753456',
  '741852963', '963852741', '147852369', '123654789', '789456123', '456789123', '321654987',
  '12qwaszx', '1password', '1iloveyou', '1qwerty1', '5201314520', '7777777a', '1234567q',
  'gro12345', 'grogrogro', 'networking', 'business1', 'company1', 'chapter1', 'member123',
  'membership',
];

const COMMON_PASSWORD_SET: ReadonlySet<string> = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/**
 * True for a password of the common list (compared in lower case) or one made of a
 * single repeated character ('aaaaaaaa', '!!!!!!!!').
 */
export function isCommonPassword(password: string | null | undefined): boolean {
  if (typeof password !== 'string' || password.length === 0) return false;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORD_SET.has(lower)) return true;
  return lower.split('').every((c) => c === lower[0]);
}

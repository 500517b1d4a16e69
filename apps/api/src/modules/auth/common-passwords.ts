/**
 * About 200 of the most common passwords of 6 characters or more (from public breach
 * frequency lists). Registration and password reset refuse them, compared case-insensitively.
 */
const LIST = `
123456 123456789 12345678 password qwerty 1234567 111111 123123 abc123 1234567890
password1 123321 654321 666666 121212 000000 qwerty123 1q2w3e4r 1qaz2wsx 987654321
123qwe 112233 123abc 555555 iloveyou sunshine princess football monkey charlie
aa123456 dragon 123654 654321a master letmein baseball shadow michael superman
qwertyuiop 1q2w3e 7777777 888888 159753 qazwsx trustno1 jordan23 passw0rd password123
welcome welcome1 admin123 administrator login123 zaq12wsx qwe123 asdfgh asdfghjkl
zxcvbnm zxcvbn 147258369 147258 123456a a123456 123456q q123456 1111111 11111111
12341234 12121212 123123123 999999 99999999 55555555 00000000 777777 131313 232323
696969 mustang access batman hunter thomas hockey ranger daniel starwars killer
george computer michelle jessica pepper ginger soccer summer buster harley robert
matthew jennifer joshua amanda andrew hannah freedom whatever nicole yankees
cheese chelsea biteme hello123 flower 1q2w3e4r5t 1qazxsw2 q1w2e3r4 q1w2e3r4t5y6
qwer1234 asdf1234 zxcv1234 abcd1234 abcdef abcdefg abcdefgh 123abc123 abc12345
iloveyou1 lovely loveme love123 babygirl princess1 sunshine1 monkey123 dragon123
football1 baseball1 shadow123 master123 superman1 batman123 secret secret123 pass123
pass1234 passpass changeme default guest123 test123 test1234 testing tester
demo123 user123 root123 toor123 admin1 admin12 adminadmin qwertyu qwerty1 qwerty12
1qaz2wsx3edc 1234qwer 123qweasd qweasd qweasdzxc qazwsxedc azerty azerty123
111222 112233445566 121314 123987 135790 159357 246810 456789 741852963 789456
789456123 987654 147852 258456 369258 aaaaaa aaaaaaa abcabc asdasd qweqwe zzzzzz
samsung google apple123 iphone123 facebook youtube internet whatsapp instagram
computer1 letmein1 welcome123 hello1 hellohello mypassword password12 password1234
p@ssw0rd p@ssword pa55word 123456789a 12345678a 1234567a 12345qwert 12345678910
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

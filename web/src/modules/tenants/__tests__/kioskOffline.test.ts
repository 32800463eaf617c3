import { worksOffline } from '../kioskOffline';

// Issue 36: the kiosk links say whether a kiosk opened from them can work offline (a service worker needs a secure
// context: https, or the machine itself).
describe('worksOffline', () => {
  it.each([
    ['https://register.example.com/Acme/D1', true],
    ['https://192.168.1.20:4443/Acme/D1', true],
    ['http://localhost:4000/Acme/D1', true],
    ['http://127.0.0.1:4000/Acme/D1', true],
    ['http://[::1]:4000/Acme/D1', true],
    ['http://192.168.1.20:4000/Acme/D1', false],
    ['http://depot-pc.local:4000/Acme/D1', false],
    ['http://10.0.0.5/Acme/D1', false],
  ])('%s: %s', (url, expected) => {
    expect(worksOffline(url)).toBe(expected);
  });
});

import jwt from 'jsonwebtoken';
import { loadConfig } from '../config';
import { signToken, verifyToken } from '../auth/jwt';

const configWith = (jwtSecret: string) => loadConfig({ ...process.env, DATA_DIR: '/tmp/depot-register-test' }, { jwtSecret });

describe('session tokens (HS256 with the key made once per secret)', () => {
  const config = configWith('jwt-unit-secret');

  it('verifies its own tokens and the ones signed with the secret as a string (issued before the key was kept)', () => {
    const { token, exp } = signToken(config, 'user-1', 3);
    expect(verifyToken(config, token)).toMatchObject({ sub: 'user-1', ver: 3, exp });
    const older = jwt.sign({ ver: 1 }, 'jwt-unit-secret', {
      algorithm: 'HS256',
      subject: 'user-2',
      issuer: 'depot-register',
      expiresIn: 60,
    });
    expect(verifyToken(config, older)).toMatchObject({ sub: 'user-2', ver: 1 });
  });

  it('refuses a token of another secret, and every old token once the secret changes', () => {
    const { token } = signToken(config, 'user-1', 3);
    const other = configWith('another-secret');
    expect(verifyToken(other, token)).toBeNull();
    expect(verifyToken(other, signToken(other, 'user-1', 3).token)).not.toBeNull();
    expect(verifyToken(config, signToken(other, 'user-1', 3).token)).toBeNull();
    expect(verifyToken(config, token)).not.toBeNull();
  });

  it('refuses another algorithm, no signature, and a wrong issuer with the right secret', () => {
    const claims = { ver: 1 };
    const opts = { subject: 'u', expiresIn: 60 } as const;
    expect(verifyToken(config, jwt.sign(claims, 'jwt-unit-secret', { ...opts, algorithm: 'HS512', issuer: 'depot-register' }))).toBeNull();
    expect(verifyToken(config, jwt.sign(claims, 'jwt-unit-secret', { ...opts, algorithm: 'HS256', issuer: 'someone-else' }))).toBeNull();
    const unsigned = jwt.sign(claims, null as never, { ...opts, algorithm: 'none', issuer: 'depot-register' });
    expect(verifyToken(config, unsigned)).toBeNull();
  });
});

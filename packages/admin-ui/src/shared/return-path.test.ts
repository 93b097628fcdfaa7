import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom } from './return-path.js';

describe('the address /login returns to (never an open redirect)', () => {
  it('takes admin paths of this site, with their query', () => {
    expect(returnPathFrom('/admin/solicitudes/42')).toBe('/admin/solicitudes/42');
    expect(returnPathFrom('/admin?lead=contact-12')).toBe('/admin?lead=contact-12');
    expect(returnPathFrom('/admin')).toBe('/admin');
  });

  it('refuses other sites, other paths and tricks that leave /admin once resolved', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      '/admin@evil.example',
      '/administrador',
      '/admin/../login',
      '/admin/%2e%2e/corporativo',
      'javascript:alert(1)',
      ' /admin',
      '/login',
    ]) {
      expect(returnPathFrom(next), String(next)).toBeNull();
    }
  });

  it('remembers the address a signed-out visitor asked for, unless signing in leads there anyway', () => {
    expect(loginPathFor({ pathname: '/admin/solicitudes/42', search: '' }, '/admin/proyectos')).toBe(
      '/login?next=%2Fadmin%2Fsolicitudes%2F42',
    );
    expect(loginPathFor({ pathname: '/admin', search: '?tab=leads' }, '/admin/proyectos')).toBe('/login?next=%2Fadmin%3Ftab%3Dleads');
    expect(loginPathFor({ pathname: '/admin/', search: '' }, '/admin/proyectos')).toBe('/login');
    expect(loginPathFor({ pathname: '/admin/proyectos', search: '' }, '/admin/proyectos')).toBe('/login');
  });
});

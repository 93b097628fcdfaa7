import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AtPage, stubPosts } from '../../components/form/test-page.js';
import { NewsletterForm } from './newsletter-form.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the newsletter form', () => {
  it('speaks English on an English page and sends language "en" to our API', async () => {
    const sent = stubPosts();
    render(
      <AtPage path="/en/corporativo">
        <NewsletterForm />
      </AtPage>,
    );
    expect(screen.getByRole('heading', { name: 'Ideas for inspiring spaces' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@company.example' } });
    fireEvent.submit(screen.getByRole('button', { name: 'SUBSCRIBE' }).closest('form')!);
    expect(await screen.findByText('Thank you for subscribing!', {}, { timeout: 3000 })).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/newsletter', body: { EMAIL: 'jane@company.example', FNAME: '', website: '', language: 'en' } }]);
  });

  it('keeps its Spanish words on a Spanish page and sends language "es"', async () => {
    const sent = stubPosts();
    render(
      <AtPage path="/corporativo">
        <NewsletterForm />
      </AtPage>,
    );
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@empresa.do' } });
    fireEvent.submit(screen.getByRole('button', { name: 'SUSCRIBIRME' }).closest('form')!);
    expect(await screen.findByText('¡Gracias por suscribirte!', {}, { timeout: 3000 })).toBeTruthy();
    expect(sent[0]?.body).toMatchObject({ language: 'es' });
  });
});

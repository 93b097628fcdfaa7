import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AtPage, stubPosts } from '../../components/form/test-page.js';
import { ContactForm } from './contact-form.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the contact form on an English page (/en/hospitality/contact)', () => {
  const page = '/en/hospitality/contact';

  it('has English labels, button and privacy consent linking to the English policy', () => {
    render(
      <AtPage path={page}>
        <ContactForm division="hospitality" />
      </AtPage>,
    );
    const form = screen.getByRole('form', { name: 'Contact form' });
    for (const label of ['Full name', 'Email', 'Phone', 'Message']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the privacy policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/en/privacy-policy');
    expect(screen.getByRole('button', { name: 'SEND MESSAGE' })).toBeTruthy();
    expect(form.textContent).not.toMatch(/Nombre|Correo|política/);
  });

  it('says what is wrong in English: an invalid e-mail asks for a valid email address', async () => {
    const sent = stubPosts();
    render(
      <AtPage path={page}>
        <ContactForm division="hospitality" />
      </AtPage>,
    );
    fill({ 'Full name': 'Jane Smith', Email: 'jane@', Phone: '+1 305 555 0199', Message: 'We are refurbishing a hotel lobby.' });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    const message = await screen.findByText('Please enter a valid email address');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByText('Por favor ingresa un email válido')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows every empty field’s message in English', async () => {
    render(
      <AtPage path={page}>
        <ContactForm division="hospitality" />
      </AtPage>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(await screen.findByText('Your name must be at least 2 characters long')).toBeTruthy();
    expect(screen.getByText('Your phone number must have at least 10 digits')).toBeTruthy();
    expect(screen.getByText('Your message must be at least 10 characters long')).toBeTruthy();
    expect(screen.getByText('You must accept the privacy policy')).toBeTruthy();
  });

  it('sends language "en" with the lead and thanks the visitor in English', async () => {
    const sent = stubPosts();
    render(
      <AtPage path={page}>
        <ContactForm division="hospitality" />
      </AtPage>,
    );
    fill({
      'Full name': 'Jane Smith',
      Email: 'jane@hotel.example',
      Phone: '+1 305 555 0199',
      Message: 'We are refurbishing a hotel lobby.',
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    expect(screen.getByText('Thank you for getting in touch. We will reply soon.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: '/api/contacts',
      body: { language: 'en', division: 'hospitality', email: 'jane@hotel.example' },
    });
  });

  it('shows its own English error, not the server’s Spanish message, when the server refuses', async () => {
    stubPosts(400, 'Revisa los datos del formulario');
    render(
      <AtPage path={page}>
        <ContactForm division="hospitality" />
      </AtPage>,
    );
    fill({
      'Full name': 'Jane Smith',
      Email: 'jane@hotel.example',
      Phone: '+1 305 555 0199',
      Message: 'We are refurbishing a hotel lobby.',
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(await screen.findByText('Your message could not be sent. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Revisa los datos del formulario')).toBeNull();
  });
});

describe('the contact form on a Spanish page', () => {
  it('keeps its Spanish words and messages and sends language "es"', async () => {
    const sent = stubPosts();
    render(
      <AtPage path="/hospitality/contacto">
        <ContactForm division="hospitality" />
      </AtPage>,
    );
    expect(screen.getByRole('link', { name: 'política de privacidad' }).getAttribute('href')).toBe('/politica-de-privacidad');
    fill({ 'Nombre completo': 'Ana Pérez', 'Correo electrónico': 'ana@', Teléfono: '809-555-0199', Mensaje: 'Quisiera una cotización.' });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'ENVIAR MENSAJE' }));
    expect(await screen.findByText('Por favor ingresa un email válido')).toBeTruthy();
    fill({ 'Correo electrónico': 'ana@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'ENVIAR MENSAJE' }));
    expect(await screen.findByText('¡Mensaje enviado!')).toBeTruthy();
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ language: 'es' }));
  });
});

import type { PageContentEnglish } from '../../schemas/english.js';

type LegalPageEnglish = PageContentEnglish['legal']['privacy'];

/*
 * The words in braces are the Spanish placeholders of LEGAL_PLACEHOLDERS (../legal.ts), kept as
 * they are: the page replaces them with the company's name, e-mail, office and the link to the
 * other legal page, whatever the language of the text around them.
 */

/** /en/privacy-policy: the English twin of the Spanish cookie and privacy policy of 02/08/2021. */
export const PRIVACY_ENGLISH: LegalPageEnglish = {
  title: 'Privacy and Cookie Policy',
  updated: 'August 2, 2021',
  intro:
    'At {empresa}, we respect your privacy. This policy explains which cookies this website uses, what personal data we collect through its forms and how you can exercise your rights. Effective date: {fecha}.',
  sections: [
    {
      title: 'What are cookies?',
      body: 'Cookies are small text files that a website stores in your browser so that it can recognize you on later visits or pages.',
    },
    {
      title: 'Cookies we use',
      body:
        'This site does not place any cookies on its visitors’ browsers: you can read every page, subscribe to the newsletter, request an appointment or send us a message without a single cookie. We do not use analytics, advertising or tracking cookies.\n\n' +
        'The only thing the site keeps in your browser, and only for the length of your visit, is where you came from: the page you landed on, the name of the site that referred you and, if the link carried them, its campaign parameters (utm_source, utm_medium, utm_campaign, utm_term and utm_content). It is kept in the browser’s session storage (sessionStorage), which is cleared when you close the tab and is never sent to our server except with a contact form or an appointment request.\n\n' +
        'If your browser prefers English and you close the note that offers the English version, the site remembers in the browser’s local storage (localStorage) not to show it again; that setting never leaves your browser.\n\n' +
        'Only {empresa} staff receive cookies, when they sign in to the administration area. All of them are HttpOnly (the pages’ code cannot read them) and are sent to this site only: the session cookie, which identifies the session and is deleted when the user signs out or the session expires; the device cookie, which for 180 days remembers that this account has already signed in on that browser, so that someone trying to guess the password from other devices cannot lock its owner out; and, while a two-step verification code is being entered, one that lasts a few minutes.\n\n' +
        'The map of our office is drawn with images from a map provider, which receives your browser’s IP address when it serves them; when you subscribe to the newsletter, your details are sent to our mailing list provider. Those providers are governed by their own privacy policies.',
    },
    {
      title: 'Personal data we collect',
      body:
        'When you fill in the contact form, request an appointment or subscribe to our newsletter, we collect the details you provide (name, email address, phone number, company and your message) for the sole purpose of handling your request, sending you the information you asked for and, if you wish, keeping you up to date with our news.\n\n' +
        'With the contact form and the appointment request, we also send the origin of your visit described above: the page you landed on, the name of the site that referred you (for example, www.instagram.com, without the rest of the address) and the link’s campaign parameters. We keep it with your request to learn which campaigns and sites bring us inquiries; we do not use it to identify you and we do not share it with third parties.',
    },
    {
      title: 'Retention and security',
      body: 'We keep your data only for as long as necessary for the purpose for which it was collected, and we apply reasonable technical and organizational measures to protect it against unauthorized access, loss or alteration.',
    },
    {
      title: 'Your rights',
      body: 'You may at any time request access to, correction of or deletion of your data, or unsubscribe from our newsletter, by writing to {correo}.',
    },
    {
      title: 'How to manage or disable cookies',
      body: 'You can allow, block or delete cookies in your browser settings (Chrome, Safari, Firefox, Edge or others). Visitors need none; staff who block the session cookie will not be able to sign in to the administration area.',
    },
    {
      title: 'Changes to this policy',
      body: '{empresa} may update this policy to reflect legal or technical changes. The date of the latest update appears at the top of this page. We recommend that you review it from time to time and that you also read our {términos y condiciones}.',
    },
  ],
};

/** /en/terms: the English twin of the Spanish terms and conditions. */
export const TERMS_ENGLISH: LegalPageEnglish = {
  title: 'Terms and Conditions',
  updated: 'August 2, 2021',
  intro:
    'Thank you for taking the time to read these Terms and Conditions carefully before using the {empresa} website. If you have any questions, please write to us at {correo}.',
  sections: [
    {
      title: 'Purpose',
      body: 'These Terms and Conditions govern access to and use of the website of {empresa}, a company that supplies furniture and interior design for corporate and hospitality spaces, with offices in {sector}, {ciudad}, {país}. The site provides information about our services, brands and projects, and lets you contact us, request appointments and subscribe to our newsletter.',
    },
    {
      title: 'Users',
      body:
        'A user is any person who accesses the website. Accessing and using the site constitutes full acceptance of these Terms and Conditions.\n\n' +
        'This site is intended exclusively for adults (18 years of age or older) residing in the Dominican Republic. If you do not meet these conditions, please do not use the site’s forms.',
    },
    {
      title: 'Access to the site',
      body:
        'Access to the website is free of charge. Users agree to use the site and its content lawfully, diligently and properly, to provide truthful information in its forms and to refrain from any activity that could damage, overload or disrupt its normal operation.\n\n' +
        '{empresa} may modify, suspend or discontinue access to the site, in whole or in part, for technical, security or maintenance reasons, without prior notice.',
    },
    {
      title: 'Privacy',
      body: 'The processing of the personal data that users provide through the site is governed by our {política de privacidad}, which forms part of these Terms and Conditions.',
    },
    {
      title: 'Links',
      body: 'The site may contain links to third-party websites, such as those of the brands we represent or our social media channels. {empresa} does not control and is not responsible for the content, policies or practices of those sites, and users access them entirely at their own risk.',
    },
    {
      title: 'Intellectual property',
      body: 'All content on the site (text, photographs, logos, designs, trademarks and code) is the property of {empresa} or of its lawful owners and is protected by intellectual and industrial property laws. Its reproduction, distribution or modification without prior written authorization is prohibited. Third-party trademarks that appear on the site belong to their respective owners.',
    },
    {
      title: 'Governing law and jurisdiction',
      body: 'These Terms and Conditions are governed by the laws of the Dominican Republic. Any dispute arising from the use of the site shall be submitted to the competent courts of the city of {ciudad}, Dominican Republic.',
    },
  ],
};

import { contactMessageBodySchema, contactRequiredMessage } from '../../../lambdas/domain/contact/contact-schemas';
import { contactService, type ContactMessage } from '../../../lambdas/domain/contact/contact-service';

describe('the contact form', () => {
  it.each([{}, { name: 'Ana' }, { message: 'Oi' }, { name: '  ', message: 'Oi' }, { name: 'Ana', message: ' ' }])(
    'requires name and message: %j',
    (input) => {
      expect(contactMessageBodySchema.safeParse(input).error?.issues[0]?.message).toBe(contactRequiredMessage);
    },
  );

  it('accepts an empty or valid e-mail and refuses an invalid one', () => {
    expect(contactMessageBodySchema.safeParse({ name: 'Ana', email: '', message: 'Oi' }).success).toBe(true);
    expect(contactMessageBodySchema.safeParse({ name: 'Ana', email: 'ana@exemplo.com', message: 'Oi' }).success).toBe(
      true,
    );
    expect(
      contactMessageBodySchema.safeParse({ name: 'Ana', email: 'ana@', message: 'Oi' }).error?.issues[0]?.message,
    ).toBe('Informe um e-mail válido.');
    expect(contactMessageBodySchema.safeParse({ name: 'Ana', message: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('stores the message with the device id and empty optional fields as null', async () => {
    const saved: ContactMessage[] = [];
    const service = contactService({
      repository: { save: async (message) => void saved.push(message) },
      newId: () => 'm1',
      now: () => new Date('2026-11-01T10:00:00Z'),
    });
    await service.send(contactMessageBodySchema.parse({ name: ' Ana ', email: '', message: ' Oi ' }), 'device_1');
    expect(saved).toEqual([
      {
        id: 'm1',
        name: 'Ana',
        email: null,
        subject: null,
        message: 'Oi',
        deviceId: 'device_1',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ]);
  });
});

const calls: string[] = [];
jest.mock('sonner', () => ({
  toast: {
    success: (message: string) => calls.push(`success ${message}`),
    info: (message: string) => calls.push(`info ${message}`),
    warning: (message: string) => calls.push(`warning ${message}`),
    error: (message: string, options?: { description?: string }) =>
      calls.push(`error ${message}: ${options?.description}`),
    loading: (message: string, options?: { id?: string }) => calls.push(`loading ${message} #${options?.id}`),
    dismiss: (id?: string) => calls.push(`dismiss #${id}`),
  },
}));

import { subscribeToToastsRequested, toast, toastsRequested } from '@/lib/toast';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toasts before sonner has loaded (issue 13: sonner is not in the first-route JavaScript)', () => {
  it('a dismiss before any toast does not load sonner', async () => {
    toast.dismiss('nothing');
    await settle();
    expect(toastsRequested()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('the first toast asks for the toaster, and every call is shown once loaded, in order', async () => {
    const requested = jest.fn();
    subscribeToToastsRequested(requested);
    toast.loading('Verificando assinatura...', { id: 'check' });
    toast.dismiss('check');
    toast.error('Erro', { description: 'Falha ao salvar.' });
    toast.success('Lista salva');
    expect(requested).toHaveBeenCalledTimes(1);
    expect(toastsRequested()).toBe(true);
    await settle();
    expect(calls).toEqual([
      'loading Verificando assinatura... #check',
      'dismiss #check',
      'error Erro: Falha ao salvar.',
      'success Lista salva',
    ]);
  });
});

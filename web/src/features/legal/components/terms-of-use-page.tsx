import { LegalDocumentPage } from './legal-document-page';

/** /termos-de-uso (spec §2): "Aceitar e fechar" records termsAccepted. */
export default function TermsOfUsePage() {
  return <LegalDocumentPage kind="terms" />;
}

import { LegalDocumentPage } from './legal-document-page';

/** /politica-privacidade (spec §2): "Aceitar e fechar" records privacyAccepted. */
export default function PrivacyPolicyPage() {
  return <LegalDocumentPage kind="privacy" />;
}

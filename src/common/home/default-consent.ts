/**
 * The telemonitoring consent a clinic starts with (PRODUCT.md section 12), until its owner writes
 * its own. What it must say follows CFM resolution 2.314/2022 (telemedicine: free and informed
 * consent, the record kept, the patient may refuse) and COFFITO resolution 619/2025
 * (physiotherapy telemonitoring: consent, patients assessed in person first, in-person care
 * whenever needed). Plain words, as a patient reads it at home.
 */
import type { HomeConsentTexts } from '../schemas/home-consent.js';

export const DEFAULT_HOME_CONSENT: HomeConsentTexts = {
  'pt-BR': [
    'Termo de consentimento para sessões de reabilitação em casa (telemonitoramento)',
    'Eu concordo em fazer sessões de exercício em casa, seguindo a prescrição da minha equipe de reabilitação, que me avaliou pessoalmente antes.',
    'Entendo que: a equipe acompanha minhas sessões à distância, depois que eu as envio, e não em tempo real; antes de cada sessão respondo perguntas sobre como estou, e se houver um sinal de alerta não devo me exercitar naquele dia; se eu sentir dor no peito, falta de ar forte, tontura ou desmaio, paro na hora e procuro ajuda (SAMU 192 se a dor no peito não passar).',
    'Os dados das minhas sessões (frequência cardíaca, esforço, sintomas, respostas) ficam no meu prontuário da clínica e são usados só para o meu cuidado.',
    'Posso retirar este consentimento quando quiser, sem prejuízo do meu atendimento presencial.',
  ].join('\n\n'),
  en: [
    'Consent to rehabilitation sessions at home (telemonitoring)',
    'I agree to do exercise sessions at home, following the prescription of my rehabilitation team, who assessed me in person first.',
    'I understand that: the team follows my sessions at a distance, after I send them, not in real time; before each session I answer questions about how I feel, and if there is a warning sign I must not exercise that day; if I feel chest pain, severe breathlessness, dizziness or fainting, I stop at once and seek help (call emergency services if chest pain does not pass).',
    "My sessions' data (heart rate, effort, symptoms, answers) are kept in my record at the clinic and used only for my care.",
    'I may withdraw this consent at any time, without harm to my care in person.',
  ].join('\n\n'),
};

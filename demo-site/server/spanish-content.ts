import type { AccountContent } from '../../shared/config/site-config'

/**
 * The account's content (quick links, staff picks, the toolkit) as the demo's Spanish section
 * gives it: the site's words, which the widgets show as given, so a Spanish page needs them in
 * its own config (README, Languages). The pages they lead to are the demo's English ones.
 */
export const SPANISH_ACCOUNT_CONTENT: AccountContent = {
  quickLinks: [
    { label: 'Centro de ayuda', href: '/help-center/' },
    { label: 'Cómo usar {brand}', href: '/using{slug}/' },
    { label: 'Formularios de finanzas personales', href: '/personal-finance-forms/' },
    { label: 'Recursos sin tecnología', href: '/tech-free-resources/' },
    { label: 'Directorio en español y ELL', href: '/spanish-ell/' },
    { label: 'Recursos retirados', href: 'https://sheets.example.org/retired-resources' },
  ],
  staffPicks: [
    {
      title: 'Presupuesto básico',
      text: 'Una unidad de una semana sobre necesidades, deseos y un primer presupuesto.',
      href: '/resources/budgeting-basics/',
    },
    {
      title: 'El puntaje de crédito, explicado',
      text: 'Diapositivas y una hoja de trabajo sobre qué mueve un puntaje de crédito.',
      href: '/resources/credit-scores/',
    },
    {
      title: 'Cómo pagar la universidad',
      text: 'Una actividad que compara ofertas de ayuda, préstamos y becas.',
      href: '/resources/paying-for-college/',
    },
    {
      title: 'Inversión 101',
      text: 'Una simulación sobre el crecimiento compuesto y el riesgo.',
      href: '/resources/investing-101/',
    },
  ],
  toolkit: {
    title: 'Mis herramientas docentes',
    links: [
      { label: 'Claves de respuestas', href: '#!/answer-keys' },
      { label: 'Recursos de ejemplo', href: '#!/my-account-example' },
    ],
  },
}

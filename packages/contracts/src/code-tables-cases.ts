/**
 * The code tables of keeping benefits (change reports and renewals), kept apart from
 * code-tables.ts so each file stays readable; CODE_TABLES includes them. Zod-free.
 */

/** One code of a table, with its English and Spanish descriptions (code-tables-appeals.ts uses it too). */
export const item = <const V extends string>(value: V, en: string, es: string) => ({ value, en, es });

export const CASE_CODE_TABLES = {
  /** What a change report is about: each opens a part of the form. */
  ChangeKind: {
    defaultValue: null,
    items: [
      item('HOUSEHOLD', 'Someone moved in or out', 'Alguien se mudó a su casa o se fue'),
      item('ADDRESS', 'Address or phone', 'Dirección o teléfono'),
      item('INCOME', 'Jobs or other income', 'Empleos u otros ingresos'),
      item('COSTS', 'Rent, care or medical costs', 'Alquiler, cuidado o gastos médicos'),
    ],
  },
  /**
   * Why a change report or a renewal cannot be done online (GET nf_coc/unsupported_message):
   * each says what to do instead.
   */
  UnsupportedScenario: {
    defaultValue: null,
    items: [
      item(
        'NOT_LINKED',
        'Reporting changes and renewing online need an account linked to your case. Upgrade your account by confirming your identity, or call your local office.',
        'Para informar cambios y renovar en línea, su cuenta debe estar vinculada a su caso. Mejore su cuenta confirmando su identidad o llame a su oficina local.',
      ),
      item(
        'NO_FOOD_CASE',
        'We did not find an active food and nutrition case for you. To report a change for another program, call or write to your local office. To get food benefits, apply.',
        'No encontramos un caso activo de alimentos y nutrición a su nombre. Para informar un cambio de otro programa, llame o escriba a su oficina local. Para recibir beneficios de alimentos, presente una solicitud.',
      ),
      item(
        'RENEWAL_NOT_OPEN',
        'Your renewal period has not started. Online renewal opens on the first day of the month in which your certification period ends.',
        'Su período de renovación no ha comenzado. La renovación en línea se abre el primer día del mes en que termina su período de certificación.',
      ),
      item(
        'RENEWAL_IN_PROGRESS',
        'You already have a renewal in progress. Finish that one; only one renewal can be in progress at a time.',
        'Ya tiene una renovación en curso. Termínela; solo puede tener una renovación en curso a la vez.',
      ),
      item(
        'RENEWAL_SUBMITTED',
        'We already have your renewal for this certification period. We will send you a notice when it is reviewed.',
        'Ya tenemos su renovación para este período de certificación. Le enviaremos un aviso cuando la revisemos.',
      ),
    ],
  },
  /**
   * Life events (spec part 2 §2): what happened, each reported as a change of the case. The
   * first five open the part of the change report they touch; AUTH_REP names a representative.
   */
  LifeEventType: {
    defaultValue: null,
    items: [
      item('MOVED', 'I moved', 'Me mudé'),
      item('JOB_STARTED', 'I or someone in my home started a job', 'Yo o alguien de mi hogar empezó un empleo'),
      item('JOB_ENDED', 'A job ended or hours changed', 'Un empleo terminó o cambiaron las horas'),
      item('SOMEONE_JOINED', 'A baby was born or someone moved in', 'Nació un bebé o alguien se mudó a mi hogar'),
      item('SOMEONE_LEFT', 'Someone moved out', 'Alguien se fue de mi hogar'),
      item(
        'AUTH_REP',
        'I want someone to act for me (an authorized representative)',
        'Quiero que alguien actúe por mí (un representante autorizado)',
      ),
    ],
  },
  /** What an authorized representative may do for the household (spec part 1 roles). */
  RepresentativePower: {
    defaultValue: null,
    items: [
      item('REPORT_CHANGES', 'Report changes and give information', 'Informar cambios y dar información'),
      item('RENEW', 'Renew benefits', 'Renovar beneficios'),
      item('NOTICES', 'Get copies of notices', 'Recibir copias de los avisos'),
      item('EBT', 'Get an EBT card to buy food', 'Recibir una tarjeta EBT para comprar alimentos'),
    ],
  },
  /** Where a submitted change report or renewal stands. */
  ChangeStatus: {
    defaultValue: null,
    items: [
      item('SUBMITTED', 'Submitted', 'Enviado'),
      item('ACCEPTED', 'Accepted', 'Aceptado'),
      item('INFO_REQUESTED', 'More information needed', 'Se necesita más información'),
    ],
  },
  /** What a person asked to be alerted about (the alerts pages; an alert sent by staff names one). */
  AlertTopic: {
    defaultValue: null,
    items: [
      item('APPOINTMENTS', 'Appointments and interviews', 'Citas y entrevistas'),
      item('RENEWALS', 'Renewals and recertifications', 'Renovaciones y recertificaciones'),
      item('DOCUMENTS', 'Documents we need from you', 'Documentos que necesitamos de usted'),
      item('BENEFITS', 'Changes to your benefits', 'Cambios en sus beneficios'),
    ],
  },
  /** Why a person applies for Medicaid for the aged, blind or disabled (the MAABD form). */
  MedicaidBasis: {
    defaultValue: null,
    items: [
      item('AGED', '65 or older', '65 años o más'),
      item('BLIND', 'Blind', 'Ciego o ciega'),
      item('DISABLED', 'Disabled', 'Con una discapacidad'),
    ],
  },
  /** Where a person applying for Medicaid for the aged, blind or disabled lives. */
  LivingArrangement: {
    defaultValue: null,
    items: [
      item('HOME', 'In their own home or with family', 'En su propia casa o con familiares'),
      item('NURSING_FACILITY', 'In a nursing home', 'En un hogar de ancianos'),
      item('ADULT_CARE', 'In an adult care or group home', 'En un hogar de cuidado para adultos o un hogar grupal'),
      item('HOSPITAL', 'In a hospital', 'En un hospital'),
    ],
  },
} as const;

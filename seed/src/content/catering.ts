import type { CateringContent } from "./types";

export const catering: CateringContent[] = [
  {
    slug: "catering-company",
    title_ar: "شركة الضيافة الشقيقة",
    title_en: "Our Sister Catering Company",
    summary_ar: "منذ عام 2018 تُعِدّ شركة الضيافة الشقيقة للفندق الطعام للأعراس والمؤتمرات والمناسبات العائلية.",
    summary_en: "Since 2018 the hotel's sister catering company has prepared food for weddings, conferences and family occasions.",
    body_ar:
      "<p>تأسست شركة الضيافة الشقيقة عام 2018 على يد فريق الفندق نفسه، لتقدّم خارج قاعاتنا ما اعتاده ضيوفنا داخلها: طعامًا طازجًا، وتقديمًا أنيقًا، والتزامًا بالمواعيد.</p>" +
      "<ul><li>قوائم عراقية وعالمية</li><li>طهاة وفريق خدمة ذوو خبرة</li><li>قوائم تُصمَّم حسب المناسبة وعدد الضيوف</li></ul>",
    body_en:
      "<p>Our sister catering company was founded in 2018 by the hotel's own team, to bring outside our halls what our guests know inside them: fresh food, elegant service and punctuality.</p>" +
      "<ul><li>Iraqi and international menus</li><li>Experienced chefs and service staff</li><li>Menus designed for the occasion and the number of guests</li></ul>",
    founded_year: 2018,
    capacity: 0,
    image_alt_ar: "طاولة بوفيه عليها أطباق مغطاة",
    image_alt_en: "Buffet table with covered dishes",
    sort_order: 10,
    published: true,
    art: [{ scene: "buffet", label: "Catering company" }],
  },
  {
    slug: "banquets-and-events",
    title_ar: "الولائم والمناسبات",
    title_en: "Banquets and Events",
    summary_ar: "ولائم في قاعات الفندق تتسع لما يصل إلى 300 ضيف: أعراس وخطوبات ومؤتمرات وحفلات تخرّج.",
    summary_en: "Banquets in the hotel's halls for up to 300 guests: weddings, engagements, conferences and graduations.",
    body_ar:
      "<p>تتسع قاعات الفندق لما يصل إلى 300 ضيف. نرتب معك القاعة والقائمة والخدمة، ليكون يومك كما تتمناه.</p>" +
      "<ul><li>بوفيه مفتوح أو عشاء بالتقديم على الطاولات</li><li>ضيافة استقبال بالقهوة العربية والحلويات</li><li>كعكة الزفاف والحلويات عند الطلب</li></ul>" +
      "<p>للاستفسار عن الأسعار والمواعيد المتاحة، تواصل معنا.</p>",
    body_en:
      "<p>The hotel's halls hold up to 300 guests. We arrange the hall, the menu and the service with you, so your day goes the way you want it.</p>" +
      "<ul><li>Open buffet or plated dinner</li><li>Welcome reception with Arabic coffee and sweets</li><li>Wedding cake and desserts on request</li></ul>" +
      "<p>Contact us for prices and available dates.</p>",
    founded_year: 0,
    capacity: 300,
    image_alt_ar: "قاعة مناسبات بطاولات مستديرة جاهزة لاستقبال الضيوف",
    image_alt_en: "Event hall with round tables set for guests",
    sort_order: 20,
    published: true,
    art: [{ scene: "banquet", label: "Banquets and Events" }],
  },
  {
    slug: "outside-catering",
    title_ar: "الضيافة الخارجية",
    title_en: "Outside Catering",
    summary_ar: "نحمل مطبخنا وفريق خدمتنا إلى منزلك أو مكتبك أو موقع مناسبتك في البصرة.",
    summary_en: "We bring our kitchen and service team to your home, office or event venue in Basra.",
    body_ar:
      "<p>هل تقيم مناسبتك خارج الفندق؟ تُعِدّ شركة الضيافة الشقيقة الطعام وتوصله وتقدّمه في المكان الذي تختاره.</p>" +
      "<ul><li>غداء عمل واستراحات قهوة للشركات</li><li>مناسبات عائلية ودينية</li><li>تجهيزات التقديم وفريق الخدمة</li></ul>",
    body_en:
      "<p>Holding your event outside the hotel? Our sister catering company prepares the food, delivers it and serves it wherever you choose.</p>" +
      "<ul><li>Business lunches and coffee breaks for companies</li><li>Family and religious occasions</li><li>Serving equipment and service staff</li></ul>",
    founded_year: 0,
    capacity: 0,
    image_alt_ar: "صواني طعام مغطاة جاهزة للتوصيل",
    image_alt_en: "Covered food trays ready for delivery",
    sort_order: 30,
    published: true,
    art: [{ scene: "room-service", label: "Outside Catering" }],
  },
];

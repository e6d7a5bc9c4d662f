import type { PageContent } from "./types";

// Guest-facing texts. The privacy and cookie pages describe what the site
// actually does (see web/ and the PocketBase rules); keep them in step when
// that changes. Staff should have the legal pages reviewed before launch.
export const pages: PageContent[] = [
  {
    slug: "about",
    title_ar: "رحلتنا",
    title_en: "Our Journey",
    summary_ar: "فندق بأربع نجوم في شارع السعدي بالبصرة، يضم 75 غرفة وجناحًا، ومعه شركة ضيافة شقيقة منذ عام 2018.",
    summary_en: "A four-star hotel on Al-Saadi Street in Basra with 75 rooms and suites, and a sister catering company since 2018.",
    body_ar:
      "<p>في شارع السعدي بالبصرة يستقبل فندقنا ضيوفه بضيافة بأربع نجوم، سواء جاؤوا في رحلة عمل أو لزيارة الأهل أو للاحتفال بمناسبة عزيزة.</p>" +
      "<h3>75 غرفة وجناحًا</h3>" +
      "<p>لدينا 29 غرفة قياسية (بسرير مفرد أو بسريرين)، و29 غرفة ديلوكس بسرير كينغ، و14 غرفة سوبيريور بشرفة، و3 أجنحة تنفيذية تضم كل منها غرفة نوم وغرفة استقبال وحمّامين وشرفة.</p>" +
      "<h3>للعمل والمناسبات</h3>" +
      "<ul><li>قاعة اجتماعات كبرى في الطابق التاسع لـ25 شخصًا بشاشة 86 بوصة</li><li>قاعة اجتماعات الأعمال في الطابق الثاني لـ6 أشخاص بشاشة 55 بوصة</li><li>قاعات احتفالات تتسع لما يصل إلى 300 ضيف</li></ul>" +
      "<h3>للراحة</h3>" +
      "<ul><li>مطعم في الطابق الأول</li><li>صالة اللوبي</li><li>نادٍ رياضي وساونا</li><li>خدمة الغرف والغسيل وصف السيارات</li><li>النقل من المطار وإليه (24 كم) مقابل رسوم إضافية</li></ul>" +
      "<h3>شركة الضيافة الشقيقة</h3>" +
      "<p>في عام 2018 أسّسنا شركة ضيافة شقيقة تحمل مطبخنا إلى الأعراس والمؤتمرات والمناسبات في البصرة وخارج قاعاتنا.</p>" +
      "<p>نتطلع إلى استقبالكم.</p>",
    body_en:
      "<p>On Al-Saadi Street in Basra, our hotel welcomes guests with four-star hospitality, whether they come on business, to visit family or to celebrate an occasion that matters.</p>" +
      "<h3>75 rooms and suites</h3>" +
      "<p>We have 29 Standard rooms (single or twin), 29 Deluxe rooms with a king-size bed, 14 Superior rooms with a balcony, and 3 Executive Suites, each with a bedroom, a reception room, two bathrooms and a balcony.</p>" +
      "<h3>For work and celebrations</h3>" +
      "<ul><li>A large meeting room on the 9th floor for 25 people with an 86-inch screen</li><li>A business meeting room on the 2nd floor for 6 people with a 55-inch screen</li><li>Banquet halls for up to 300 guests</li></ul>" +
      "<h3>For rest</h3>" +
      "<ul><li>A restaurant on the first floor</li><li>The lobby lounge</li><li>A gym and a sauna</li><li>Room service, laundry and valet parking</li><li>An airport shuttle (24 km) for an extra fee</li></ul>" +
      "<h3>Our sister catering company</h3>" +
      "<p>In 2018 we founded a sister catering company that takes our kitchen to weddings, conferences and events in Basra, beyond our own halls.</p>" +
      "<p>We look forward to welcoming you.</p>",
    image_alt_ar: "واجهة الفندق في المساء",
    image_alt_en: "The hotel's facade in the evening",
    published: true,
    art: [{ scene: "facade", label: "About the hotel" }],
  },
  {
    slug: "terms",
    title_ar: "شروط الاستخدام",
    title_en: "Terms of Use",
    summary_ar: "الشروط التي تنظّم استخدام هذا الموقع وإرسال طلبات الحجز عبره.",
    summary_en: "The terms that govern your use of this website and the booking requests you send through it.",
    body_ar:
      "<p>باستخدامك هذا الموقع فإنك توافق على الشروط التالية. إن لم توافق عليها، يُرجى عدم استخدام الموقع.</p>" +
      "<h3>طلبات الحجز</h3>" +
      "<ul><li>إرسال نموذج الحجز هو طلب وليس حجزًا مؤكدًا. يصبح الحجز مؤكدًا فقط بعد أن يتصل بك الفندق هاتفيًا ويؤكده.</li><li>يُرجى إدخال اسم ورقم هاتف صحيحين حتى نتمكن من التواصل معك.</li><li>يحق للفندق الاعتذار عن تأكيد أي طلب، مثلًا عند عدم توفر الغرف.</li></ul>" +
      "<h3>الأسعار والعروض</h3>" +
      "<ul><li>الأسعار المعروضة أسعار ابتدائية لليلة الواحدة بالدينار العراقي، وقد تختلف حسب التاريخ والتوفر. السعر النهائي هو ما نؤكده لك هاتفيًا.</li><li>لكل عرض شروطه ومدة صلاحيته المذكورة في صفحته.</li><li>الفطور والنقل من المطار خدمات إضافية تُحتسب بأسعارها المعلنة.</li></ul>" +
      "<h3>الإقامة</h3>" +
      "<p>موعد تسجيل الوصول الساعة 2:00 ظهرًا، وموعد المغادرة الساعة 12:00 ظهرًا، ما لم يُتّفق على غير ذلك.</p>" +
      "<h3>محتوى الموقع</h3>" +
      "<p>النصوص والصور والشعارات في هذا الموقع مملوكة للفندق، ولا يجوز نسخها أو إعادة نشرها لأغراض تجارية دون إذن كتابي. نبذل جهدنا لتبقى المعلومات دقيقة، وقد تختلف بعض الصور عن الغرف الفعلية.</p>" +
      "<h3>القانون المطبّق</h3>" +
      "<p>تخضع هذه الشروط لقوانين جمهورية العراق. قد نحدّث هذه الشروط من وقت لآخر، وتسري النسخة المنشورة في هذه الصفحة.</p>",
    body_en:
      "<p>By using this website you agree to the following terms. If you do not agree, please do not use the website.</p>" +
      "<h3>Booking requests</h3>" +
      "<ul><li>Sending the booking form is a request, not a confirmed booking. Your booking is confirmed only when the hotel calls you and confirms it.</li><li>Please enter a correct name and phone number so that we can reach you.</li><li>The hotel may decline to confirm a request, for example when no rooms are available.</li></ul>" +
      "<h3>Prices and offers</h3>" +
      "<ul><li>Prices shown are starting prices per night in Iraqi dinars and may change with the date and availability. The final price is the one we confirm to you by phone.</li><li>Each offer has its own conditions and validity, shown on its page.</li><li>Breakfast and the airport shuttle are extras, charged at their published prices.</li></ul>" +
      "<h3>Your stay</h3>" +
      "<p>Check-in is from 2:00 pm and check-out is by 12:00 noon, unless agreed otherwise.</p>" +
      "<h3>Website content</h3>" +
      "<p>The texts, images and logos on this website belong to the hotel and may not be copied or republished for commercial purposes without written permission. We do our best to keep the information accurate; some pictures may differ from the actual rooms.</p>" +
      "<h3>Applicable law</h3>" +
      "<p>These terms are governed by the laws of the Republic of Iraq. We may update them from time to time; the version published on this page applies.</p>",
    image_alt_ar: "",
    image_alt_en: "",
    published: true,
    art: [{ scene: "pattern", label: "Terms of Use" }],
  },
  {
    slug: "privacy",
    title_ar: "سياسة الخصوصية",
    title_en: "Privacy Policy",
    summary_ar: "ما البيانات التي نجمعها عند طلب الحجز أو مراسلتنا، ولماذا، ومن يستطيع الاطلاع عليها.",
    summary_en: "What we collect when you request a booking or write to us, why, and who can see it.",
    body_ar:
      "<p>نحترم خصوصيتك، ولا نجمع إلا ما نحتاجه لخدمتك.</p>" +
      "<h3>ما الذي نجمعه</h3>" +
      "<ul><li><strong>طلب الحجز:</strong> الاسم الأول واسم العائلة، ورقم الهاتف، والبريد الإلكتروني إن أدخلته، وتاريخا الوصول والمغادرة، وعدد الضيوف والغرف، ونوع الغرفة، والعرض إن اخترته.</li><li><strong>رسالة التواصل:</strong> الاسم، والهاتف أو البريد الإلكتروني، ونص الرسالة.</li></ul>" +
      "<h3>لماذا نجمعه</h3>" +
      "<p>نستخدم بيانات الحجز للاتصال بك هاتفيًا وتأكيد حجزك وتجهيز إقامتك، ونستخدم رسائل التواصل للرد عليك. لا نستخدم بياناتك للإعلانات، ولا نبيعها ولا نشاركها مع أي جهة تسويقية.</p>" +
      "<h3>من يطّلع عليه</h3>" +
      "<p>تُحفظ طلبات الحجز ورسائل التواصل في نظام الفندق، ولا يستطيع قراءتها إلا موظفو الفندق المخوّلون. لا يمكن لزوار الموقع الآخرين رؤيتها بأي حال. وإذا أدخلت بريدك الإلكتروني، فقد نرسل إليك عليه تفاصيل طلبك.</p>" +
      "<h3>مدة الاحتفاظ</h3>" +
      "<p>نحتفظ ببيانات الحجز ما دامت لازمة لإقامتك وللسجلات التي يفرضها القانون، ثم نحذفها.</p>" +
      "<h3>حقوقك</h3>" +
      "<p>يمكنك أن تطلب منا الاطلاع على بياناتك أو تصحيحها أو حذفها بالاتصال بنا عبر الهاتف أو البريد الإلكتروني الظاهرين في أسفل الصفحة.</p>" +
      "<h3>ملفات تعريف الارتباط</h3>" +
      "<p>يستخدم الموقع عددًا قليلًا من ملفات تعريف الارتباط الضرورية فقط. التفاصيل في سياسة ملفات تعريف الارتباط.</p>",
    body_en:
      "<p>We respect your privacy and collect only what we need to serve you.</p>" +
      "<h3>What we collect</h3>" +
      "<ul><li><strong>Booking request:</strong> your first and last name, phone number, e-mail address if you give one, arrival and departure dates, number of guests and rooms, room type, and the offer if you chose one.</li><li><strong>Contact message:</strong> your name, phone or e-mail, and your message.</li></ul>" +
      "<h3>Why we collect it</h3>" +
      "<p>We use your booking details to call you, confirm your booking and prepare your stay, and your contact messages to answer you. We do not use your data for advertising, and we never sell it or share it with marketers.</p>" +
      "<h3>Who can see it</h3>" +
      "<p>Booking requests and contact messages are stored in the hotel's system and can be read only by authorised hotel staff. Other visitors of the website can never see them. If you give your e-mail address, we may send the details of your request to it.</p>" +
      "<h3>How long we keep it</h3>" +
      "<p>We keep booking details as long as they are needed for your stay and for the records the law requires, and then delete them.</p>" +
      "<h3>Your rights</h3>" +
      "<p>You can ask us to show, correct or delete your data by calling or e-mailing us at the contact details at the bottom of the page.</p>" +
      "<h3>Cookies</h3>" +
      "<p>The website uses only a few strictly necessary cookies. See the cookie policy for details.</p>",
    image_alt_ar: "",
    image_alt_en: "",
    published: true,
    art: [{ scene: "pattern", label: "Privacy Policy" }],
  },
  {
    slug: "cookies",
    title_ar: "سياسة ملفات تعريف الارتباط",
    title_en: "Cookie Policy",
    summary_ar: "ملفات تعريف الارتباط القليلة التي يستخدمها الموقع، وسبب كل منها، ومدة بقائه.",
    summary_en: "The few cookies this website uses, why, and for how long.",
    body_ar:
      "<p>ملفات تعريف الارتباط ملفات نصية صغيرة يحفظها متصفحك. لا نستخدم ملفات تعريف الارتباط للإعلانات أو لتتبّعك عبر المواقع الأخرى.</p>" +
      "<h3>الملفات التي نستخدمها</h3>" +
      "<ul>" +
      "<li><strong>i18n_redirected</strong>: يحفظ اللغة التي اخترتها (العربية أو الإنجليزية) لتفتح الموقع بها في المرة القادمة. مدته 365 يومًا.</li>" +
      "<li><strong>reservation_state</strong>: يحفظ حالة الحجز الحالية في الفندق (متاح، أو عبر الهاتف فقط، أو متوقف مؤقتًا) ليعرض الموقع نموذج الحجز المناسب. لا يحتوي على أي بيانات شخصية.</li>" +
      "<li><strong>pb_auth</strong>: يُستخدم لموظفي الفندق فقط عند تسجيل دخولهم لإدارة محتوى الموقع، ولا يُنشأ للزوار. مدته 7 أيام.</li>" +
      "</ul>" +
      "<p>كما يحفظ المتصفح اللغة المختارة في التخزين المحلي باسم selectedLanguage للغرض نفسه.</p>" +
      "<h3>التحكم في ملفات تعريف الارتباط</h3>" +
      "<p>يمكنك حذف ملفات تعريف الارتباط أو حظرها من إعدادات متصفحك. إذا حذفتها، سيفتح الموقع باللغة العربية الافتراضية إلى أن تختار لغة أخرى.</p>",
    body_en:
      "<p>Cookies are small text files your browser keeps. We do not use cookies for advertising or to follow you across other websites.</p>" +
      "<h3>The cookies we use</h3>" +
      "<ul>" +
      "<li><strong>i18n_redirected</strong>: remembers the language you chose (Arabic or English) so the site opens in it next time. Kept for 365 days.</li>" +
      "<li><strong>reservation_state</strong>: remembers whether the hotel is currently taking bookings online, by phone only, or has paused them, so the site shows the right booking form. It holds no personal data.</li>" +
      "<li><strong>pb_auth</strong>: used only by hotel staff when they sign in to manage the website's content; it is never set for visitors. Kept for 7 days.</li>" +
      "</ul>" +
      "<p>Your browser also keeps the chosen language in local storage under the name selectedLanguage, for the same purpose.</p>" +
      "<h3>Controlling cookies</h3>" +
      "<p>You can delete or block cookies in your browser's settings. If you delete them, the site opens in Arabic, the default, until you choose another language.</p>",
    image_alt_ar: "",
    image_alt_en: "",
    published: true,
    art: [{ scene: "pattern", label: "Cookie Policy" }],
  },
  {
    slug: "help",
    title_ar: "المساعدة",
    title_en: "Help",
    summary_ar: "كيف تحجز، وماذا يحدث بعد إرسال طلبك، وإجابات عن الأسئلة الشائعة.",
    summary_en: "How to book, what happens after you send a request, and answers to common questions.",
    body_ar:
      "<h3>كيف أحجز؟</h3>" +
      "<p>افتح صفحة الحجز، واختر تاريخي الوصول والمغادرة وعدد الضيوف والغرف ونوع الغرفة، ثم أدخل اسمك ورقم هاتفك وأرسل الطلب. يعرض النموذج السعر الإجمالي قبل الإرسال.</p>" +
      "<h3>ماذا يحدث بعد إرسال الطلب؟</h3>" +
      "<p>يصلك رقم مرجعي لطلبك، وسنتصل بك قريبًا لتأكيد الحجز. يمكنك أيضًا الاتصال بنا على الرقم الظاهر في صفحة الحجز لتأكيده فورًا. الحجز لا يكون مؤكدًا إلا بعد هذه المكالمة.</p>" +
      "<h3>كيف أعدّل حجزي أو ألغيه؟</h3>" +
      "<p>اتصل بنا هاتفيًا واذكر الرقم المرجعي لطلبك.</p>" +
      "<h3>ما موعدا الوصول والمغادرة؟</h3>" +
      "<p>تسجيل الوصول من الساعة 2:00 ظهرًا، والمغادرة حتى الساعة 12:00 ظهرًا.</p>" +
      "<h3>هل الفطور مشمول؟</h3>" +
      "<p>يمكنك إضافة الفطور عند الحجز، ويظهر سعره لكل ضيف في الليلة في نموذج الحجز.</p>" +
      "<h3>كيف أصل من المطار؟</h3>" +
      "<p>يبعد الفندق 24 كم عن مطار البصرة الدولي. نوفر خدمة النقل من المطار وإليه مقابل رسوم إضافية؛ أخبرنا بموعد رحلتك مسبقًا.</p>" +
      "<h3>هل يمكنني حجز قاعة لمناسبة أو اجتماع؟</h3>" +
      "<p>نعم. قاعات الاحتفالات تتسع لما يصل إلى 300 ضيف، ولدينا قاعتا اجتماعات لـ25 و6 أشخاص. تواصل معنا عبر صفحة التواصل.</p>" +
      "<h3>لم أجد إجابة سؤالي</h3>" +
      "<p>راسلنا من صفحة التواصل أو اتصل بنا، ويسعدنا مساعدتك.</p>",
    body_en:
      "<h3>How do I book?</h3>" +
      "<p>Open the booking page, choose your arrival and departure dates, the number of guests and rooms and the room type, then enter your name and phone number and send the request. The form shows the total price before you send it.</p>" +
      "<h3>What happens after I send a request?</h3>" +
      "<p>You get a reference for your request, and we will call you soon to confirm your booking. You can also call us on the number shown on the booking page to confirm it straight away. Your booking is confirmed only after that call.</p>" +
      "<h3>How do I change or cancel my booking?</h3>" +
      "<p>Call us and give the reference of your request.</p>" +
      "<h3>What are the check-in and check-out times?</h3>" +
      "<p>Check-in is from 2:00 pm and check-out is by 12:00 noon.</p>" +
      "<h3>Is breakfast included?</h3>" +
      "<p>You can add breakfast when you book; its price per guest per night is shown in the booking form.</p>" +
      "<h3>How do I get here from the airport?</h3>" +
      "<p>The hotel is 24 km from Basra International Airport. We offer an airport shuttle for an extra fee; tell us your flight time in advance.</p>" +
      "<h3>Can I book a hall for an event or a meeting?</h3>" +
      "<p>Yes. Our banquet halls hold up to 300 guests, and we have two meeting rooms, for 25 and for 6 people. Get in touch through the contact page.</p>" +
      "<h3>I did not find my answer</h3>" +
      "<p>Write to us from the contact page or call us; we are happy to help.</p>",
    image_alt_ar: "",
    image_alt_en: "",
    published: true,
    art: [{ scene: "pattern", label: "Help" }],
  },
];

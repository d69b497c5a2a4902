/**
 * Static bilingual (Thai first, English) content for the demo data. Nothing here is random: the seed
 * combines these lists with a seeded PRNG. People, companies and brands are fictional.
 */

export interface Bilingual {
  th: string;
  en: string;
}

export interface SubcategoryContent extends Bilingual {
  /** Project subjects typical of the subcategory, used to build portfolio titles. */
  projects: readonly Bilingual[];
}

export interface CategoryContent extends Bilingual {
  icon: string;
  subcategories: readonly SubcategoryContent[];
  /** Normal tags that suit the category (names from NORMAL_TAGS). */
  tags: readonly string[];
}

const p = (th: string, en: string): Bilingual => ({ th, en });

/** The ten categories of the landing page (spec §2), in landing order. */
export const CATEGORIES: readonly CategoryContent[] = [
  {
    icon: 'craft',
    th: 'งานฝีมือและหัตถกรรม',
    en: 'Craft',
    tags: ['หัตถกรรม', 'ภูมิปัญญาท้องถิ่น', 'ผ้าไทย', 'เซรามิก', 'ไม้ไผ่', 'จักสาน', 'สีธรรมชาติ', 'craft revival'],
    subcategories: [
      {
        th: 'เครื่องปั้นดินเผา',
        en: 'Ceramics',
        projects: [
          p('ชุดภาชนะเซรามิกเคลือบขี้เถ้า', 'Ash-glazed Ceramic Tableware'),
          p('แจกันดินเผาด่านเกวียนร่วมสมัย', 'Contemporary Dan Kwian Vases'),
          p('ถ้วยชาศิลาดลลายคลื่น', 'Wave Celadon Tea Cups'),
        ],
      },
      {
        th: 'เครื่องจักสาน',
        en: 'Basketry and Weaving',
        projects: [
          p('กระเป๋าจักสานกระจูด', 'Krajood Woven Bags'),
          p('โคมไฟไม้ไผ่สาน', 'Woven Bamboo Pendant Lamps'),
          p('ตะกร้าผักตบชวาสำหรับบ้านสมัยใหม่', 'Water Hyacinth Baskets for Modern Homes'),
        ],
      },
      {
        th: 'ผ้าและสิ่งทอ',
        en: 'Textiles',
        projects: [
          p('ผ้าทอมือย้อมคราม', 'Hand-woven Indigo Textiles'),
          p('ผ้าไหมมัดหมี่ลายเรขาคณิต', 'Geometric Mudmee Silk'),
          p('ผ้าพันคอย้อมสีธรรมชาติ', 'Naturally Dyed Scarves'),
        ],
      },
      {
        th: 'เครื่องประดับ',
        en: 'Jewellery',
        projects: [
          p('เครื่องประดับเงินลายดอกพิกุล', 'Pikul Flower Silver Jewellery'),
          p('ต่างหูลงยาสีร่วมสมัย', 'Contemporary Enamel Earrings'),
          p('สร้อยข้อมือถักเชือกเทียน', 'Braided Wax-cord Bracelets'),
        ],
      },
      {
        th: 'งานไม้',
        en: 'Woodcraft',
        projects: [
          p('ของเล่นไม้เพื่อพัฒนาการเด็ก', 'Wooden Learning Toys'),
          p('ถาดไม้สักจากเศษวัสดุ', 'Reclaimed Teak Trays'),
          p('งานแกะสลักไม้ร่วมสมัย', 'Contemporary Wood Carving'),
        ],
      },
    ],
  },
  {
    icon: 'music',
    th: 'ดนตรี',
    en: 'Music',
    tags: ['ดนตรีไทย', 'storytelling', 'soft power', 'illustration', 'interactive'],
    subcategories: [
      {
        th: 'การประพันธ์เพลง',
        en: 'Composition',
        projects: [
          p('บทเพลงประกอบนิทรรศการ', 'Exhibition Score'),
          p('ซิงเกิลเปิดตัววงดนตรีอินดี้', 'Indie Band Debut Single'),
          p('ดนตรีประกอบภาพยนตร์สั้น', 'Short Film Soundtrack'),
        ],
      },
      {
        th: 'ดนตรีไทยร่วมสมัย',
        en: 'Contemporary Thai Music',
        projects: [
          p('คอนเสิร์ตระนาดเอกกับดนตรีอิเล็กทรอนิกส์', 'Ranat Ek meets Electronica'),
          p('อัลบั้มพิณอีสานร่วมสมัย', 'Modern Phin Album'),
          p('โปรเจกต์วงปี่พาทย์รุ่นใหม่', 'New Piphat Ensemble Project'),
        ],
      },
      {
        th: 'ออกแบบเสียง',
        en: 'Sound Design',
        projects: [
          p('ภูมิทัศน์เสียงตลาดน้ำ', 'Floating Market Soundscape'),
          p('ออกแบบเสียงสำหรับพิพิธภัณฑ์', 'Museum Sound Design'),
          p('เสียงแจ้งเตือนแอปพลิเคชันธนาคาร', 'Banking App Sound Identity'),
        ],
      },
      {
        th: 'ปกอัลบั้มและอาร์ตเวิร์ก',
        en: 'Album Artwork',
        projects: [
          p('ปกอัลบั้มลูกทุ่งฉบับรีมาสเตอร์', 'Luk Thung Remastered Cover Art'),
          p('อาร์ตเวิร์กเทศกาลดนตรีริมโขง', 'Mekong Music Festival Artwork'),
          p('แผ่นเสียงรุ่นพิเศษ', 'Limited Vinyl Edition'),
        ],
      },
    ],
  },
  {
    icon: 'performing-arts',
    th: 'ศิลปะการแสดง',
    en: 'Performing Arts',
    tags: ['storytelling', 'installation', 'ผ้าไทย', 'soft power', 'ภูมิปัญญาท้องถิ่น'],
    subcategories: [
      {
        th: 'นาฏศิลป์ร่วมสมัย',
        en: 'Contemporary Dance',
        projects: [
          p('การแสดงโขนร่วมสมัย', 'Contemporary Khon Performance'),
          p('ระบำร่วมสมัยจากท่ารำพื้นบ้าน', 'Folk Movement Dance Piece'),
          p('การแสดงเปิดเทศกาลศิลปะ', 'Arts Festival Opening Performance'),
        ],
      },
      {
        th: 'ละครเวที',
        en: 'Theatre',
        projects: [
          p('ละครเวทีเรื่องบ้านริมคลอง', 'House by the Canal, a Stage Play'),
          p('ละครเพลงสำหรับครอบครัว', 'Family Musical'),
          p('ละครหุ่นกระบอกร่วมสมัย', 'Contemporary Rod Puppet Theatre'),
        ],
      },
      {
        th: 'ออกแบบฉากและแสง',
        en: 'Stage and Lighting Design',
        projects: [
          p('ออกแบบแสงคอนเสิร์ตกลางแจ้ง', 'Outdoor Concert Lighting'),
          p('ฉากละครเวทีจากวัสดุรีไซเคิล', 'Recycled-material Stage Set'),
          p('งานแสงสีในโบราณสถาน', 'Light Show at a Heritage Site'),
        ],
      },
      {
        th: 'ออกแบบเครื่องแต่งกาย',
        en: 'Costume Design',
        projects: [
          p('เครื่องแต่งกายนาฏศิลป์จากผ้าพื้นเมือง', 'Dance Costumes in Local Textiles'),
          p('ชุดการแสดงหมอลำยุคใหม่', 'New-wave Mor Lam Costumes'),
          p('เครื่องแต่งกายละครย้อนยุค', 'Period Drama Costumes'),
        ],
      },
    ],
  },
  {
    icon: 'visual-arts',
    th: 'ทัศนศิลป์',
    en: 'Visual Arts',
    tags: ['illustration', 'photography', 'installation', 'storytelling', 'สตรีทอาร์ต', 'minimal'],
    subcategories: [
      {
        th: 'จิตรกรรม',
        en: 'Painting',
        projects: [
          p('ชุดจิตรกรรมแสงเหนือ', 'Northern Light Painting Series'),
          p('จิตรกรรมฝาผนังร่วมสมัย', 'Contemporary Mural'),
          p('ชุดภาพสีน้ำตลาดเก่า', 'Old Market Watercolours'),
        ],
      },
      {
        th: 'ประติมากรรม',
        en: 'Sculpture',
        projects: [
          p('ประติมากรรมเหล็กในสวนสาธารณะ', 'Steel Park Sculpture'),
          p('ประติมากรรมเซรามิกรูปทรงอิสระ', 'Free-form Ceramic Sculpture'),
          p('ประติมากรรมจากไม้ลอยน้ำ', 'Driftwood Sculpture'),
        ],
      },
      {
        th: 'ภาพถ่าย',
        en: 'Photography',
        projects: [
          p('ภาพถ่ายสารคดีชาวประมงอันดามัน', 'Andaman Fishermen Photo Essay'),
          p('ชุดภาพถ่ายสถาปัตยกรรมโมเดิร์นกรุงเทพฯ', 'Bangkok Modernist Architecture Photographs'),
          p('ภาพถ่ายอาหารริมทาง', 'Street Food Photography'),
        ],
      },
      {
        th: 'ภาพประกอบ',
        en: 'Illustration',
        projects: [
          p('แผนที่ภาพประกอบเมืองเก่า', 'Old Town Illustrated Map'),
          p('ชุดภาพประกอบสัตว์ป่าไทย', 'Thai Wildlife Illustrations'),
          p('ภาพประกอบปฏิทินประจำปี', 'Annual Calendar Illustrations'),
        ],
      },
      {
        th: 'ศิลปะจัดวาง',
        en: 'Installation Art',
        projects: [
          p('ศิลปะจัดวางเส้นด้ายแห่งความทรงจำ', 'Threads of Memory Installation'),
          p('งานจัดวางแสงในสวนสาธารณะ', 'Light Installation in the Park'),
          p('ศิลปะจัดวางจากขยะทะเล', 'Ocean Plastic Installation'),
        ],
      },
    ],
  },
  {
    icon: 'film',
    th: 'ภาพยนตร์',
    en: 'Film',
    tags: ['animation', 'storytelling', 'soft power', 'photography', 'motion graphics'],
    subcategories: [
      {
        th: 'ภาพยนตร์สั้น',
        en: 'Short Film',
        projects: [
          p('ภาพยนตร์สั้นเรื่องรถไฟขบวนสุดท้าย', 'The Last Train, a Short Film'),
          p('หนังสั้นเรื่องบ้านยาย', "Grandma's House, a Short Film"),
          p('ภาพยนตร์สั้นทดลองเรื่องฝนแรก', 'First Rain, an Experimental Short'),
        ],
      },
      {
        th: 'สารคดี',
        en: 'Documentary',
        projects: [
          p('สารคดีช่างทอผ้าคนสุดท้าย', 'The Last Weaver, a Documentary'),
          p('สารคดีเส้นทางกาแฟดอย', 'Highland Coffee Documentary'),
          p('สารคดีชีวิตริมแม่น้ำเจ้าพระยา', 'Life on the Chao Phraya'),
        ],
      },
      {
        th: 'แอนิเมชัน',
        en: 'Animation',
        projects: [
          p('แอนิเมชันสั้นนิทานพื้นบ้าน', 'Folk Tale Animated Short'),
          p('แอนิเมชันสต็อปโมชันดินปั้น', 'Clay Stop-motion Animation'),
          p('มิวสิกวิดีโอแอนิเมชัน', 'Animated Music Video'),
        ],
      },
      {
        th: 'กำกับศิลป์ภาพยนตร์',
        en: 'Production Design',
        projects: [
          p('งานสร้างภาพยนตร์ย้อนยุคทศวรรษ 2510', '1960s Period Film Production Design'),
          p('ฉากภาพยนตร์แนวแฟนตาซี', 'Fantasy Film Set Design'),
          p('งานสร้างซีรีส์วัยเรียน', 'High-school Series Production Design'),
        ],
      },
    ],
  },
  {
    icon: 'broadcasting',
    th: 'การแพร่ภาพและกระจายเสียง',
    en: 'Broadcasting',
    tags: ['motion graphics', 'branding', 'storytelling', 'data visualization', 'typography'],
    subcategories: [
      {
        th: 'รายการโทรทัศน์',
        en: 'TV Programme',
        projects: [
          p('รายการสารคดีท่องเที่ยวชุมชน', 'Community Travel TV Series'),
          p('รายการทำอาหารพื้นบ้าน', 'Regional Cooking Show'),
          p('รายการเด็กเรียนรู้วิทยาศาสตร์', "Kids' Science Show"),
        ],
      },
      {
        th: 'พอดแคสต์',
        en: 'Podcast',
        projects: [
          p('พอดแคสต์เล่าเรื่องงานออกแบบ', 'Design Stories Podcast'),
          p('พอดแคสต์ประวัติศาสตร์ย่าน', 'Neighbourhood History Podcast'),
          p('ภาพลักษณ์พอดแคสต์ธุรกิจสร้างสรรค์', 'Creative Business Podcast Identity'),
        ],
      },
      {
        th: 'กราฟิกสำหรับการออกอากาศ',
        en: 'Broadcast Graphics',
        projects: [
          p('กราฟิกรายการข่าวภาคค่ำ', 'Evening News Graphics Package'),
          p('ไตเติลเปิดรายการกีฬา', 'Sports Show Title Sequence'),
          p('กราฟิกถ่ายทอดสดผลการเลือกตั้ง', 'Election Night Broadcast Graphics'),
        ],
      },
    ],
  },
  {
    icon: 'publishing',
    th: 'การพิมพ์',
    en: 'Publishing',
    tags: ['typography', 'editorial', 'illustration', 'storytelling', 'minimal'],
    subcategories: [
      {
        th: 'ออกแบบหนังสือ',
        en: 'Book Design',
        projects: [
          p('หนังสือรวมสูตรอาหารบ้านสวน', 'Garden Home Cookbook'),
          p('หนังสือภาพสถาปัตยกรรมไม้ล้านนา', 'Lanna Timber Architecture Book'),
          p('ปกนวนิยายชุดวรรณกรรมไทย', 'Thai Literature Cover Series'),
        ],
      },
      {
        th: 'นิตยสาร',
        en: 'Magazine',
        projects: [
          p('นิตยสารงานออกแบบรายไตรมาส', 'Quarterly Design Magazine'),
          p('นิตยสารท่องเที่ยวฉบับพิเศษ', 'Travel Magazine Special Issue'),
          p('นิตยสารออนไลน์เรื่องเมือง', 'Online City Magazine'),
        ],
      },
      {
        th: 'ตัวอักษรและไทโปกราฟี',
        en: 'Typography',
        projects: [
          p('ฟอนต์ไทยลายมือ', 'Handwritten Thai Typeface'),
          p('ตัวอักษรไทยไม่มีหัวสำหรับป้าย', 'Loopless Thai Signage Typeface'),
          p('ชุดตัวอักษรพาดหัวแบบเรขาคณิต', 'Geometric Display Typeface'),
        ],
      },
      {
        th: 'หนังสือเด็ก',
        en: "Children's Books",
        projects: [
          p('หนังสือนิทานภาพช้างน้อย', 'The Little Elephant Picture Book'),
          p('หนังสือภาพนับเลขกับผลไม้ไทย', 'Counting with Thai Fruits'),
          p('หนังสือป๊อปอัปวัดไทย', 'Pop-up Book of Thai Temples'),
        ],
      },
    ],
  },
  {
    icon: 'software',
    th: 'ซอฟต์แวร์',
    en: 'Software',
    tags: ['UX/UI', 'interactive', 'data visualization', 'minimal', 'ออกแบบเพื่อสังคม'],
    subcategories: [
      {
        th: 'ออกแบบแอปพลิเคชัน',
        en: 'App Design',
        projects: [
          p('แอปพลิเคชันจองคิวโรงพยาบาล', 'Hospital Queue App'),
          p('แอปพลิเคชันตลาดสดออนไลน์', 'Fresh Market Delivery App'),
          p('แอปพลิเคชันเรียนภาษาไทย', 'Learn Thai App'),
        ],
      },
      {
        th: 'ออกแบบเว็บไซต์',
        en: 'Web Design',
        projects: [
          p('เว็บไซต์พิพิธภัณฑ์ท้องถิ่น', 'Local Museum Website'),
          p('เว็บไซต์โรงคั่วกาแฟ', 'Specialty Coffee Roaster Website'),
          p('ระบบออกแบบเว็บไซต์หน่วยงานรัฐ', 'Government Website Design System'),
        ],
      },
      {
        th: 'ออกแบบเกม',
        en: 'Game Design',
        projects: [
          p('เกมผจญภัยตำนานพื้นบ้าน', 'Folklore Adventure Game'),
          p('บอร์ดเกมเรียนรู้ประวัติศาสตร์', 'History Learning Board Game'),
          p('เกมมือถือแต่งบ้านไทย', 'Thai House Decorating Mobile Game'),
        ],
      },
      {
        th: 'ประสบการณ์ผู้ใช้',
        en: 'UX Research',
        projects: [
          p('วิจัยผู้สูงอายุกับบริการดิจิทัล', 'Older Adults and Digital Services Research'),
          p('ออกแบบบริการขนส่งสาธารณะ', 'Public Transport Service Design'),
          p('ปรับปรุงประสบการณ์ระบบลงทะเบียนออนไลน์', 'Online Registration UX Redesign'),
        ],
      },
    ],
  },
  {
    icon: 'advertising',
    th: 'การโฆษณา',
    en: 'Advertising',
    tags: ['branding', 'storytelling', 'motion graphics', 'soft power', 'typography', 'อาหารไทย'],
    subcategories: [
      {
        th: 'แคมเปญโฆษณา',
        en: 'Advertising Campaign',
        projects: [
          p('แคมเปญรณรงค์ลดใช้ถุงพลาสติก', 'Say No to Plastic Bags Campaign'),
          p('แคมเปญท่องเที่ยวเมืองรอง', 'Secondary Cities Tourism Campaign'),
          p('แคมเปญเปิดตัวชาไทยพรีเมียม', 'Premium Thai Tea Launch Campaign'),
        ],
      },
      {
        th: 'โฆษณาดิจิทัล',
        en: 'Digital Advertising',
        projects: [
          p('แคมเปญโซเชียลมีเดียผ้าไทย', 'Thai Textile Social Campaign'),
          p('โฆษณาออนไลน์แบบอินเทอร์แอกทีฟ', 'Interactive Online Ad'),
          p('ชุดคอนเทนต์โซเชียลร้านขนมไทย', 'Thai Dessert Shop Social Content'),
        ],
      },
      {
        th: 'สื่อนอกบ้าน',
        en: 'Out-of-home',
        projects: [
          p('โปสเตอร์สถานีรถไฟฟ้า', 'Skytrain Station Posters'),
          p('บิลบอร์ดสามมิติริมทางด่วน', '3D Expressway Billboard'),
          p('สื่อกลางแจ้งเทศกาลสงกรานต์', 'Songkran Outdoor Media'),
        ],
      },
      {
        th: 'ภาพยนตร์โฆษณา',
        en: 'TV Commercial',
        projects: [
          p('ภาพยนตร์โฆษณาประกันชีวิต', 'Life Insurance TV Commercial'),
          p('ภาพยนตร์โฆษณาวันแม่', "Mother's Day Film"),
          p('ภาพยนตร์โฆษณาข้าวหอมมะลิ', 'Jasmine Rice TV Commercial'),
        ],
      },
    ],
  },
  {
    icon: 'design',
    th: 'การออกแบบ',
    en: 'Design',
    tags: [
      'branding',
      'packaging',
      'sustainable',
      'eco-friendly',
      'upcycling',
      'minimal',
      'wayfinding',
      'OTOP',
    ],
    subcategories: [
      {
        th: 'ออกแบบผลิตภัณฑ์',
        en: 'Product Design',
        projects: [
          p('เก้าอี้พับไม้ยางพารา', 'Rubberwood Folding Chair'),
          p('ชุดอุปกรณ์ครัวจากกะลามะพร้าว', 'Coconut Shell Kitchenware'),
          p('ลำโพงบลูทูธไม้ไผ่', 'Bamboo Bluetooth Speaker'),
        ],
      },
      {
        th: 'ออกแบบบรรจุภัณฑ์',
        en: 'Packaging Design',
        projects: [
          p('บรรจุภัณฑ์ข้าวหอมมะลิ', 'Jasmine Rice Packaging'),
          p('บรรจุภัณฑ์น้ำผึ้งป่า', 'Wild Honey Packaging'),
          p('บรรจุภัณฑ์ของฝากเมืองเก่า', 'Old Town Souvenir Packaging'),
        ],
      },
      {
        th: 'อัตลักษณ์องค์กร',
        en: 'Brand Identity',
        projects: [
          p('อัตลักษณ์แบรนด์คาเฟ่ริมน้ำ', 'Riverside Café Brand Identity'),
          p('อัตลักษณ์วิสาหกิจชุมชน', 'Community Enterprise Identity'),
          p('อัตลักษณ์เทศกาลงานออกแบบ', 'Design Festival Identity'),
        ],
      },
      {
        th: 'ออกแบบเฟอร์นิเจอร์',
        en: 'Furniture Design',
        projects: [
          p('ชุดเฟอร์นิเจอร์หวายร่วมสมัย', 'Contemporary Rattan Furniture Set'),
          p('ชั้นวางหนังสือแบบโมดูลาร์', 'Modular Bookshelf'),
          p('โต๊ะทำงานจากไม้เก่า', 'Reclaimed Wood Desk'),
        ],
      },
      {
        th: 'ออกแบบภายใน',
        en: 'Interior Design',
        projects: [
          p('ร้านกาแฟในตึกแถวเก่า', 'Shophouse Café Interior'),
          p('โฮมสเตย์ริมทุ่งนา', 'Rice Field Homestay Interior'),
          p('ห้องสมุดชุมชน', 'Community Library Interior'),
        ],
      },
    ],
  },
];

/** Places a project comes from: appended to titles ("บรรจุภัณฑ์ข้าวหอมมะลิ ชุมชนสุรินทร์") and used in briefs. */
export const PROJECT_PLACES: readonly Bilingual[] = [
  p('ชุมชนสุรินทร์', 'Surin'),
  p('จังหวัดน่าน', 'Nan'),
  p('เชียงใหม่', 'Chiang Mai'),
  p('ชุมชนบ้านเชียง', 'Ban Chiang'),
  p('สกลนคร', 'Sakon Nakhon'),
  p('ย่านเมืองเก่าสงขลา', 'Songkhla Old Town'),
  p('ภูเก็ต', 'Phuket'),
  p('ลำปาง', 'Lampang'),
  p('กรุงเทพมหานคร', 'Bangkok'),
  p('ชุมชนริมโขง หนองคาย', 'Nong Khai'),
  p('อุบลราชธานี', 'Ubon Ratchathani'),
  p('ขอนแก่น', 'Khon Kaen'),
  p('ตลาดน้ำอัมพวา', 'Amphawa'),
];

/** Editions appended to some titles instead of a place. */
export const PROJECT_EDITIONS: readonly Bilingual[] = [
  p('ฉบับครบรอบ 50 ปี', '50th Anniversary Edition'),
  p('คอลเลกชันฤดูฝน', 'Monsoon Collection'),
  p('คอลเลกชัน 2025', '2025 Collection'),
  p('ฉบับพิเศษ', 'Special Edition'),
];

/** What a project set out to do, completing the brief templates below. */
export const PROJECT_GOALS: readonly Bilingual[] = [
  p('ยกระดับภูมิปัญญาท้องถิ่นให้ร่วมสมัยและขายได้จริง', 'bring local know-how into the present and to market'),
  p('สร้างประสบการณ์ใหม่ที่เข้าใจง่ายสำหรับทุกวัย', 'create a clear new experience for every age group'),
  p('ลดการใช้วัสดุที่ย่อยสลายยากตลอดวงจรชีวิตผลิตภัณฑ์', 'cut hard-to-degrade materials across the product life cycle'),
  p(
    'เล่าเรื่องราวของชุมชนผ่านภาษาภาพที่เป็นเอกลักษณ์',
    "tell the community's story through a distinctive visual language",
  ),
  p('เพิ่มรายได้ให้ผู้ผลิตรายย่อยด้วยงานออกแบบ', 'raise the income of small producers through design'),
  p('เชื่อมคนรุ่นใหม่กับวัฒนธรรมไทยในชีวิตประจำวัน', 'connect a new generation with Thai culture in everyday life'),
  p('ทดลองวัสดุและเทคนิคใหม่ร่วมกับช่างฝีมือ', 'experiment with new materials and techniques alongside makers'),
  p('สร้างภาพจำที่ชัดเจนให้แบรนด์ในตลาดสากล', 'give the brand a clear, memorable presence abroad'),
];

export const BRIEF_TEMPLATES_TH: readonly ((subject: string, context: string, goal: string) => string)[] = [
  (s, c, g) => `โครงการ${s}ที่พัฒนาร่วมกับ${c} โดยมีเป้าหมายเพื่อ${g}`,
  (s, c, g) => `${s} ออกแบบขึ้นจากการลงพื้นที่${c} เพื่อ${g}`,
  (s, _c, g) => `งานออกแบบ${s}ที่ตั้งใจ${g} ผ่านกระบวนการทำงานร่วมกับผู้ใช้จริง`,
  (s, c, g) => `ผลงาน${s}ซึ่งได้แรงบันดาลใจจาก${c} และมุ่ง${g}`,
  (s, _c, g) => `${s} เริ่มจากคำถามง่าย ๆ ว่าเราจะ${g}ได้อย่างไร`,
];

export const BRIEF_TEMPLATES_EN: readonly ((subject: string, context: string, goal: string) => string)[] = [
  (s, c, g) => `${s}, developed with partners in ${c} to ${g}.`,
  (s, c, g) => `A project born from field research in ${c}: ${s} sets out to ${g}.`,
  (s, _c, g) => `${s} is a design project that aims to ${g}, shaped together with its future users.`,
  (s, c, g) => `Inspired by ${c}, ${s} was designed to ${g}.`,
  (s, _c, g) => `${s} started from a simple question: how might we ${g}?`,
];

/** Sentences for the rich-text detail, by section. */
export const DETAIL_TH = {
  headings: { concept: 'แนวคิด', process: 'กระบวนการทำงาน', outcome: 'ผลลัพธ์' },
  concepts: [
    'เราเริ่มจากการฟังเรื่องเล่าของผู้คนในพื้นที่ แล้วถอดรูปทรง สี และจังหวะที่พบในชีวิตประจำวันออกมาเป็นภาษาการออกแบบชุดใหม่',
    'แนวคิดหลักคือความเรียบง่ายที่ใช้งานได้จริง ทุกองค์ประกอบต้องมีเหตุผล และเคารพวัสดุตามธรรมชาติของมัน',
    'งานชิ้นนี้ตั้งคำถามกับความเคยชิน โดยนำของที่คุ้นตามาจัดวางใหม่ให้ผู้ชมได้มองเห็นคุณค่าที่เคยมองข้าม',
    'เราใช้สีจากธรรมชาติรอบตัว ทั้งสีครามของผืนผ้า สีดินของเครื่องปั้น และสีทองของทุ่งข้าว เป็นจุดตั้งต้นของงาน',
    'การออกแบบครั้งนี้ให้ความสำคัญกับผู้ใช้ทุกกลุ่ม ตั้งแต่เด็กจนถึงผู้สูงอายุ ให้ใช้งานได้โดยไม่ต้องอธิบาย',
    'เราผสานเทคนิคดั้งเดิมของช่างฝีมือกับกระบวนการผลิตสมัยใหม่ เพื่อให้ผลิตได้จริงในปริมาณที่ชุมชนรับไหว',
  ],
  steps: [
    'ลงพื้นที่สัมภาษณ์ผู้ผลิตและผู้ใช้งานกว่า 30 คน',
    'สำรวจวัสดุท้องถิ่นและทดลองทำชิ้นงานต้นแบบ',
    'จัดเวิร์กช็อปร่วมออกแบบกับชุมชน',
    'พัฒนาแบบร่างและทดสอบกับกลุ่มผู้ใช้จริง',
    'ปรับแบบตามข้อเสนอแนะ และวางแผนการผลิต',
    'ออกแบบอัตลักษณ์และสื่อสำหรับการจัดจำหน่าย',
    'ทำงานร่วมกับช่างฝีมือเพื่อควบคุมคุณภาพ',
    'เปิดตัวผลงานในงานเทศกาลออกแบบ',
    'เก็บข้อมูลหลังการใช้งานเพื่อพัฒนาต่อ',
  ],
  outcomes: [
    'ผลงานได้รับการตอบรับอย่างดี ชุมชนมีรายได้เพิ่มขึ้นและมีคำสั่งซื้อจากต่างประเทศเป็นครั้งแรก',
    'ชิ้นงานถูกนำไปใช้จริงในพื้นที่สาธารณะ และกลายเป็นจุดนัดพบใหม่ของคนในย่าน',
    'เราได้ชุดองค์ความรู้ที่ชุมชนนำไปต่อยอดได้เอง พร้อมคู่มือการผลิตที่เข้าใจง่าย',
    'ผลงานได้รับคัดเลือกให้จัดแสดงในเทศกาลงานออกแบบ และได้รับความสนใจจากผู้ชมจำนวนมาก',
    'ต้นทุนการผลิตลดลงเกือบหนึ่งในสาม โดยยังคงคุณภาพและเอกลักษณ์ของงานฝีมือไว้ครบถ้วน',
  ],
};

export const DETAIL_EN = {
  headings: { concept: 'Concept', process: 'Process', outcome: 'Outcome' },
  concepts: [
    'We began by listening to the people of the place, then distilled the shapes, colours and rhythms of their daily life into a new design language.',
    'The core idea is simplicity that works: every element has a reason to be there, and every material is used according to its nature.',
    'The piece questions habit, re-arranging familiar things so that visitors notice the value they usually overlook.',
    'Our palette comes from the surroundings: the indigo of woven cloth, the earth of fired clay and the gold of ripening rice fields.',
    'The design puts every user first, from children to older adults, so that it can be used without explanation.',
    "We combined makers' traditional techniques with modern production so the community can produce it at a scale it can sustain.",
  ],
  steps: [
    'Field interviews with more than 30 makers and users',
    'Surveyed local materials and built early prototypes',
    'Co-design workshops with the community',
    'Developed drafts and tested them with real users',
    'Refined the design from feedback and planned production',
    'Designed the identity and retail communication',
    'Worked with craftspeople on quality control',
    'Launched the work at a design festival',
    'Collected feedback after launch for the next iteration',
  ],
  outcomes: [
    'The work was warmly received: the community earns more and received its first export orders.',
    'The pieces are now in everyday public use and have become a new meeting point for the neighbourhood.',
    'The community gained know-how it can build on by itself, with an easy-to-follow production guide.',
    'The project was selected for a design festival exhibition and drew large audiences.',
    'Production costs fell by almost a third while keeping the quality and character of the craft.',
  ],
};

export const IMAGE_CAPTIONS_TH: readonly string[] = [
  'ภาพรวมของชิ้นงาน',
  'รายละเอียดวัสดุและพื้นผิว',
  'ภาพร่างแนวคิดในช่วงแรก',
  'ชิ้นงานต้นแบบระหว่างการทดสอบ',
  'บรรยากาศเวิร์กช็อปกับชุมชน',
  'การใช้งานจริงในพื้นที่',
  'ชุดสีและองค์ประกอบกราฟิก',
  'ภาพจัดแสดงในนิทรรศการ',
  'ขั้นตอนการผลิตโดยช่างฝีมือ',
  'มุมมองด้านข้างและสัดส่วน',
];

export const IMAGE_CAPTIONS_EN: readonly string[] = [
  'Overview of the finished work',
  'Material and texture detail',
  'Early concept sketches',
  'Prototype under test',
  'Co-design workshop with the community',
  'In use on site',
  'Colour palette and graphic elements',
  'Exhibition view',
  'Made by hand, step by step',
  'Side view and proportions',
];

/** Normal tags (type 0), mixed Thai and English as designers type them. */
export const NORMAL_TAGS: readonly string[] = [
  'ผ้าไทย',
  'branding',
  'sustainable',
  'หัตถกรรม',
  'packaging',
  'typography',
  'illustration',
  'ชุมชน',
  'ภูมิปัญญาท้องถิ่น',
  'minimal',
  'UX/UI',
  'motion graphics',
  'เซรามิก',
  'ไม้ไผ่',
  'upcycling',
  'ออกแบบเพื่อสังคม',
  'editorial',
  'installation',
  'photography',
  'animation',
  'soft power',
  'eco-friendly',
  'จักสาน',
  'สีธรรมชาติ',
  'interactive',
  'data visualization',
  'wayfinding',
  'ดนตรีไทย',
  'storytelling',
  'อาหารไทย',
  'craft revival',
  'สตรีทอาร์ต',
  'OTOP',
];

/**
 * Where the seeded views came from (issue 30), with weights: the site's own pages, no referrer, and other sites by
 * domain, some of them through links shared from the site's share buttons (`shared`: the part of that source's views).
 */
export const VIEW_SOURCES: readonly { source: string; weight: number; shared?: number }[] = [
  { source: 'search', weight: 16 },
  { source: 'home', weight: 14 },
  { source: 'category', weight: 10 },
  { source: 'designer', weight: 7 },
  { source: 'toprank', weight: 6 },
  { source: 'portfolio', weight: 5 },
  { source: 'following', weight: 4 },
  { source: 'tag', weight: 4 },
  { source: 'collection', weight: 4 },
  { source: 'landing', weight: 2 },
  { source: 'other', weight: 1 },
  { source: 'direct', weight: 8, shared: 0.25 },
  { source: 'facebook.com', weight: 9, shared: 0.5 },
  { source: 'google.com', weight: 7 },
  { source: 'line.me', weight: 6, shared: 0.7 },
  { source: 'x.com', weight: 2, shared: 0.4 },
  { source: 'instagram.com', weight: 1.5 },
  { source: 'pinterest.com', weight: 1 },
  { source: 'linkedin.com', weight: 0.5, shared: 0.3 },
  { source: 'bing.com', weight: 0.5 },
  { source: 'behance.net', weight: 0.5 },
  { source: 'tcdc.or.th', weight: 0.3 },
];

/**
 * Keywords readers search for that no seeded work mentions (materials, places, techniques), so that the staff's
 * "missing" list has something to show; their counts of work found are computed like every other keyword's.
 */
export const UNFOUND_KEYWORDS: readonly string[] = [
  'ยางพารา',
  'หินอ่อน',
  'แม่ฮ่องสอน',
  'คอนกรีต',
  'กระจกสี',
  'ผ้าไหม',
  'เบตง',
  'origami',
  'neon sign',
  'terrazzo',
];

/** Award tags (type 1). */
export const AWARD_TAGS: readonly string[] = [
  'DEmark 2025',
  'DEmark 2024',
  'G-Mark 2024',
  'Red Dot 2024',
  'iF Design Award 2025',
  'Design Excellence Award',
  'Talent Thai Award',
  'Asia Design Prize 2025',
];

export interface Degree {
  id: number;
  th: string;
  en: string;
}

export const DEGREES: readonly Degree[] = [
  { id: 1, th: 'ประกาศนียบัตรวิชาชีพ', en: 'Vocational certificate' },
  { id: 2, th: 'อนุปริญญา', en: 'Diploma' },
  { id: 3, th: 'ปริญญาตรี', en: "Bachelor's degree" },
  { id: 4, th: 'ปริญญาโท', en: "Master's degree" },
  { id: 5, th: 'ปริญญาเอก', en: 'Doctorate' },
];

export const DEGREE = { vocational: 1, diploma: 2, bachelor: 3, master: 4, doctorate: 5 } as const;

export interface PersonName {
  firstTh: string;
  lastTh: string;
  firstEn: string;
  lastEn: string;
}

const person = (firstTh: string, lastTh: string, firstEn: string, lastEn: string): PersonName => ({
  firstTh,
  lastTh,
  firstEn,
  lastEn,
});

/** Fictional designers; first names are distinct, so they also make distinct domain names. */
export const DESIGNER_NAMES: readonly PersonName[] = [
  person('สมชาย', 'ใจดี', 'Somchai', 'Jaidee'),
  person('ปิยะนุช', 'ศรีสุข', 'Piyanuch', 'Srisuk'),
  person('ธนากร', 'วงศ์สวัสดิ์', 'Thanakorn', 'Wongsawat'),
  person('กมลชนก', 'แสงทอง', 'Kamonchanok', 'Saengthong'),
  person('ณัฐพล', 'บุญมา', 'Nattapon', 'Boonma'),
  person('อรอุมา', 'ทองดี', 'Onuma', 'Thongdee'),
  person('วีรยุทธ', 'พรหมมา', 'Weerayut', 'Promma'),
  person('พิมพ์ลดา', 'จันทร์เพ็ญ', 'Pimlada', 'Chanpen'),
  person('ภาณุวัฒน์', 'สุขเจริญ', 'Panuwat', 'Sukcharoen'),
  person('สุภาวดี', 'รัตนพันธ์', 'Supawadee', 'Rattanapan'),
  person('กิตติพัฒน์', 'ชัยมงคล', 'Kittipat', 'Chaimongkol'),
  person('ชนิดา', 'มณีวงศ์', 'Chanida', 'Maneewong'),
  person('อนุชา', 'ศรีวิไล', 'Anucha', 'Sriwilai'),
  person('ศิริพร', 'ปัญญาดี', 'Siriporn', 'Panyadee'),
  person('ธีรวัฒน์', 'เกษมสุข', 'Teerawat', 'Kasemsuk'),
  person('นภัสสร', 'อินทรประเสริฐ', 'Napatsorn', 'Intaraprasert'),
  person('ปกรณ์', 'ทรัพย์มาก', 'Pakorn', 'Sapmak'),
  person('วรรณิศา', 'คำแก้ว', 'Wannisa', 'Khamkaew'),
  person('เอกชัย', 'สายทอง', 'Ekkachai', 'Saithong'),
  person('ลลิตา', 'พงษ์ไพบูลย์', 'Lalita', 'Pongpaiboon'),
  person('ชยพล', 'นาคสวัสดิ์', 'Chayapol', 'Naksawat'),
  person('เบญจมาศ', 'ศักดิ์สิทธิ์', 'Benjamas', 'Saksit'),
  person('ศุภชัย', 'ธรรมรักษ์', 'Supachai', 'Thammarak'),
  person('ธิดารัตน์', 'บุญประเสริฐ', 'Thidarat', 'Boonprasert'),
  person('จิรายุ', 'อ่อนศรี', 'Jirayu', 'Onsri'),
  person('ปวีณา', 'ลิ้มทองคำ', 'Paweena', 'Limthongkham'),
  person('ณรงค์ฤทธิ์', 'แก้วมณี', 'Narongrit', 'Kaewmanee'),
  person('สุดารัตน์', 'วิเศษศักดิ์', 'Sudarat', 'Wisetsak'),
  person('อภิสิทธิ์', 'ชูเกียรติ', 'Apisit', 'Chukiat'),
  person('มยุรี', 'ศรีทองสุข', 'Mayuree', 'Srithongsuk'),
  person('พงศกร', 'เจริญผล', 'Pongsakorn', 'Charoenphon'),
  person('กัญญาณัฐ', 'ทองประเสริฐ', 'Kanyanat', 'Thongprasert'),
  person('วัชระ', 'สิงห์คำ', 'Watchara', 'Singkham'),
  person('อัญชลี', 'โพธิ์ทอง', 'Anchalee', 'Phothong'),
  person('ศรัณย์', 'มหาวงศ์', 'Saran', 'Mahawong'),
  person('นันทนา', 'ภูมิใจ', 'Nantana', 'Phumjai'),
  person('ธนวัฒน์', 'อุดมสุข', 'Thanawat', 'Udomsuk'),
  person('รุ่งนภา', 'คงเจริญ', 'Rungnapa', 'Kongcharoen'),
  person('ภูริ', 'วิริยะกุล', 'Phuri', 'Wiriyakul'),
  person('ชุติมา', 'แสนสุข', 'Chutima', 'Saensuk'),
  person('กฤษดา', 'ดวงแก้ว', 'Kritsada', 'Duangkaew'),
  person('พรรณี', 'บัวทอง', 'Pannee', 'Buathong'),
  person('ธราธิป', 'เลิศวิจิตร', 'Tharathip', 'Lertwijit'),
  person('อารีรัตน์', 'ศรีนวล', 'Areerat', 'Srinuan'),
  person('ปิยพงษ์', 'ทิพย์มณี', 'Piyapong', 'Thipmanee'),
  person('จันทร์จิรา', 'สุวรรณรัตน์', 'Janjira', 'Suwannarat'),
  person('วิทยา', 'มีสุข', 'Wittaya', 'Meesuk'),
  person('ณัฐธิดา', 'ปานทอง', 'Natthida', 'Panthong'),
  person('สรวิศ', 'กาญจนวงศ์', 'Sorawit', 'Kanjanawong'),
  person('กานต์ธิดา', 'ประเสริฐวงศ์', 'Kanthida', 'Prasertwong'),
];

/** The demo account's person. */
export const DEMO_PERSON: PersonName = person('ธนพร', 'รักษ์ศิลป์', 'Thanaporn', 'Raksin');

export interface Profession {
  profession: string;
  designType: string;
  /** The category (icon key) most of this designer's work falls in. */
  category: string;
}

export const PROFESSIONS: readonly Profession[] = [
  { profession: 'นักออกแบบงานหัตถกรรม', designType: 'Craft and Material Design', category: 'craft' },
  { profession: 'นักออกแบบเครื่องประดับ', designType: 'Jewellery Design', category: 'craft' },
  { profession: 'นักประพันธ์ดนตรีและโปรดิวเซอร์', designType: 'Music Production', category: 'music' },
  { profession: 'นักออกแบบฉากและแสง', designType: 'Scenography', category: 'performing-arts' },
  { profession: 'ศิลปินภาพประกอบ', designType: 'Illustration', category: 'visual-arts' },
  { profession: 'ช่างภาพ', designType: 'Photography', category: 'visual-arts' },
  { profession: 'ผู้กำกับและนักสร้างแอนิเมชัน', designType: 'Animation and Film', category: 'film' },
  { profession: 'นักออกแบบกราฟิกเคลื่อนไหว', designType: 'Motion Graphics', category: 'broadcasting' },
  { profession: 'นักออกแบบหนังสือและตัวอักษร', designType: 'Editorial and Type Design', category: 'publishing' },
  { profession: 'นักออกแบบ UX/UI', designType: 'Digital Product Design', category: 'software' },
  { profession: 'ผู้กำกับศิลป์', designType: 'Art Direction', category: 'advertising' },
  { profession: 'นักออกแบบผลิตภัณฑ์', designType: 'Product Design', category: 'design' },
  { profession: 'นักออกแบบบรรจุภัณฑ์', designType: 'Packaging Design', category: 'design' },
  { profession: 'นักออกแบบอัตลักษณ์แบรนด์', designType: 'Brand Identity', category: 'design' },
  { profession: 'นักออกแบบภายใน', designType: 'Interior Design', category: 'design' },
  { profession: 'นักออกแบบเฟอร์นิเจอร์', designType: 'Furniture Design', category: 'design' },
];

/** Cities for profiles (Thai names, as designers fill them in). */
export const CITIES: readonly string[] = [
  'กรุงเทพมหานคร',
  'กรุงเทพมหานคร',
  'กรุงเทพมหานคร',
  'เชียงใหม่',
  'เชียงใหม่',
  'ขอนแก่น',
  'ภูเก็ต',
  'สงขลา',
  'นครราชสีมา',
  'อุบลราชธานี',
  'เชียงราย',
  'นนทบุรี',
  'ลำปาง',
  'น่าน',
  'สกลนคร',
];

export const UNIVERSITIES: readonly string[] = [
  'จุฬาลงกรณ์มหาวิทยาลัย',
  'มหาวิทยาลัยศิลปากร',
  'มหาวิทยาลัยธรรมศาสตร์',
  'สถาบันเทคโนโลยีพระจอมเกล้าเจ้าคุณทหารลาดกระบัง',
  'มหาวิทยาลัยเชียงใหม่',
  'มหาวิทยาลัยขอนแก่น',
  'มหาวิทยาลัยศรีนครินทรวิโรฒ',
  'มหาวิทยาลัยรังสิต',
  'มหาวิทยาลัยกรุงเทพ',
  'มหาวิทยาลัยมหิดล',
  'มหาวิทยาลัยบูรพา',
  'มหาวิทยาลัยสงขลานครินทร์',
  'มหาวิทยาลัยเทคโนโลยีราชมงคลธัญบุรี',
  'สถาบันบัณฑิตพัฒนศิลป์',
];

/** Schools for a master's or doctorate: Thai and abroad. */
export const GRADUATE_SCHOOLS: readonly string[] = [
  'จุฬาลงกรณ์มหาวิทยาลัย',
  'มหาวิทยาลัยศิลปากร',
  'สถาบันเทคโนโลยีพระจอมเกล้าเจ้าคุณทหารลาดกระบัง',
  'Royal College of Art',
  'Parsons School of Design',
  'Politecnico di Milano',
  'Central Saint Martins, University of the Arts London',
  'Aalto University',
  'Tokyo University of the Arts',
];

export const VOCATIONAL_SCHOOLS: readonly string[] = [
  'วิทยาลัยอาชีวศึกษาเชียงใหม่',
  'วิทยาลัยช่างศิลป',
  'วิทยาลัยเพาะช่าง',
  'วิทยาลัยอาชีวศึกษานครราชสีมา',
];

/** Fictional studios and companies. */
export const COMPANIES: readonly string[] = [
  'สตูดิโอดินดี',
  'Baan Form Studio',
  'บริษัท ลายไทย ดีไซน์ จำกัด',
  'Monsoon Interactive',
  'Rice Field Films',
  'Paper & Ink Press',
  'ครามคราฟต์',
  'Kradat Publishing',
  'Siam Motion Lab',
  'บริษัท เมืองสร้างสรรค์ จำกัด',
  'Northern Light Agency',
  'Tuk Tuk Digital',
  'สำนักพิมพ์ใบลาน',
  'Riverside Sound Studio',
  'Bangkok Stagecraft',
  'บริษัท ไม้งาม เฟอร์นิเจอร์ จำกัด',
  'Lotus Brand Consultants',
  'Orchid UX',
];

export const POSITIONS: readonly string[] = [
  'นักออกแบบอาวุโส',
  'Senior Product Designer',
  'นักออกแบบกราฟิก',
  'Art Director',
  'Creative Director',
  'UX/UI Designer',
  'Illustrator',
  'Motion Designer',
  'ผู้ช่วยนักออกแบบ',
  'Design Researcher',
  'หัวหน้าฝ่ายออกแบบ',
];

export interface WorkPlace {
  city: string;
  country: string;
}

export const THAI_WORK_CITIES: readonly string[] = [
  'กรุงเทพมหานคร',
  'กรุงเทพมหานคร',
  'เชียงใหม่',
  'ขอนแก่น',
  'ภูเก็ต',
  'นนทบุรี',
];

/** Fictional studios abroad, each in its own city. */
export const FOREIGN_WORK_PLACES: readonly (WorkPlace & { company: string })[] = [
  { company: 'Kumo Design Office', city: 'โตเกียว', country: 'Japan' },
  { company: 'Lion City Creative', city: 'สิงคโปร์', country: 'Singapore' },
  { company: 'Harbour & Co.', city: 'ลอนดอน', country: 'United Kingdom' },
  { company: 'Studio Lumen Milano', city: 'มิลาน', country: 'Italy' },
  { company: 'Nordic Form ApS', city: 'โคเปนเฮเกน', country: 'Denmark' },
];

/** Brand names designers trade under; `{first}`/`{last}` are the English names. */
export const BRAND_PATTERNS: readonly string[] = [
  '{first} Studio',
  'Studio {last}',
  '{first} Design',
  '{last} & Co.',
  '{first} Atelier',
  'Atelier {last}',
  '{first} Works',
];

export const THAI_BRANDS: readonly string[] = [
  'สตูดิโอใบตอง',
  'บ้านดินเผา',
  'ครามดี',
  'นกฮูกสตูดิโอ',
  'ไม้ไผ่บ้านเรา',
  'ลายเส้นสตูดิโอ',
  'เรือนแก้วดีไซน์',
];

export const DOMAIN_SUFFIXES: readonly string[] = ['design', 'studio', 'works', 'art', 'craft', 'creative'];

export interface CollectionCategoryContent extends Bilingual {
  aboutTh: string;
  aboutEn: string;
}

export const COLLECTION_CATEGORIES: readonly CollectionCategoryContent[] = [
  {
    th: 'ครีเอเตอร์น่าจับตา',
    en: 'Creators to Watch',
    aboutTh: 'รวมนักออกแบบและนักสร้างสรรค์รุ่นใหม่ที่คัดเลือกโดยทีมภัณฑารักษ์ของศูนย์ฯ ผู้มีมุมมองชัดเจนและผลงานที่กำลังเปลี่ยนวงการ',
    aboutEn:
      "Emerging designers and creators picked by the centre's curators: clear voices whose work is changing their field.",
  },
  {
    th: 'คอลเลกชันตามแรงบันดาลใจ',
    en: 'Themed Collections',
    aboutTh: 'ผลงานที่ถูกจัดกลุ่มตามประเด็น วัสดุ และแรงบันดาลใจร่วม เพื่อให้เห็นภาพรวมของความคิดสร้างสรรค์ไทยในแต่ละด้าน',
    aboutEn:
      'Work grouped by theme, material and shared inspiration, for an overview of Thai creativity in each field.',
  },
  {
    th: 'เส้นทางสู่รางวัล',
    en: 'Award Journeys',
    aboutTh: 'เบื้องหลังผลงานที่ได้รับรางวัลด้านการออกแบบทั้งในประเทศและระดับนานาชาติ ตั้งแต่แนวคิดแรกจนถึงเวทีรางวัล',
    aboutEn:
      'Behind the scenes of award-winning work, at home and abroad: from the first idea to the winners’ stage.',
  },
];

export interface CollectionContent extends Bilingual {
  /** Index into COLLECTION_CATEGORIES. */
  category: number;
  descriptionTh: string;
  descriptionEn: string;
  /** Categories (icon keys) the collection draws from; empty means any. */
  focus: readonly string[];
  /** Prefer portfolios that carry an award tag. */
  awards?: boolean;
}

export const COLLECTIONS: readonly CollectionContent[] = [
  {
    category: 0,
    th: 'นักออกแบบรุ่นใหม่ 2025',
    en: 'Young Designers 2025',
    descriptionTh: 'ผลงานจากนักออกแบบรุ่นใหม่ที่เพิ่งเริ่มต้นเส้นทางอาชีพ แต่มีความคิดที่สดและกล้าทดลอง',
    descriptionEn:
      'Work by designers at the start of their careers, with fresh ideas and a taste for experiment.',
    focus: [],
  },
  {
    category: 0,
    th: 'นักวาดภาพประกอบน่าจับตา',
    en: 'Illustrators to Watch',
    descriptionTh: 'ภาพประกอบที่เล่าเรื่องได้อย่างมีเสน่ห์ ตั้งแต่หนังสือเด็กจนถึงแผนที่เมือง',
    descriptionEn: "Illustration that tells stories with charm, from children's books to city maps.",
    focus: ['visual-arts', 'publishing'],
  },
  {
    category: 0,
    th: 'ครีเอเตอร์สายดิจิทัล',
    en: 'Digital Creators',
    descriptionTh: 'นักออกแบบประสบการณ์ แอปพลิเคชัน และเกม ที่ทำให้เทคโนโลยีเป็นมิตรกับทุกคน',
    descriptionEn: 'Experience, app and game designers who make technology friendly to everyone.',
    focus: ['software', 'broadcasting'],
  },
  {
    category: 0,
    th: 'เสียงใหม่แห่งเวทีการแสดง',
    en: 'New Voices on Stage',
    descriptionTh: 'ศิลปินการแสดง ผู้ออกแบบฉาก แสง และเครื่องแต่งกาย ที่นำขนบเดิมมาเล่าใหม่',
    descriptionEn: 'Performers and stage, light and costume designers who retell tradition in new ways.',
    focus: ['performing-arts', 'music'],
  },
  {
    category: 0,
    th: 'คนทำหนังรุ่นใหม่',
    en: 'New Filmmakers',
    descriptionTh: 'ภาพยนตร์สั้น สารคดี และแอนิเมชัน จากผู้กำกับที่มีเรื่องอยากเล่า',
    descriptionEn: 'Short films, documentaries and animation from directors with stories to tell.',
    focus: ['film'],
  },
  {
    category: 1,
    th: 'ผ้าไทยในโลกสมัยใหม่',
    en: 'Thai Textiles Today',
    descriptionTh: 'ผ้าทอ ผ้าย้อม และงานสิ่งทอร่วมสมัย ที่พาภูมิปัญญาไทยไปสู่ชีวิตประจำวันของคนรุ่นใหม่',
    descriptionEn: 'Woven, dyed and contemporary textiles that bring Thai know-how into everyday life.',
    focus: ['craft', 'performing-arts'],
  },
  {
    category: 1,
    th: 'ออกแบบเพื่อความยั่งยืน',
    en: 'Design for Sustainability',
    descriptionTh: 'ผลงานที่คิดถึงวัสดุ พลังงาน และวงจรชีวิตของผลิตภัณฑ์ตั้งแต่วันแรกของการออกแบบ',
    descriptionEn: 'Work that considers materials, energy and the product life cycle from day one.',
    focus: ['design', 'craft'],
  },
  {
    category: 1,
    th: 'บรรจุภัณฑ์เพื่อชุมชน',
    en: 'Packaging for Communities',
    descriptionTh: 'บรรจุภัณฑ์ที่ช่วยให้สินค้าชุมชนเล่าเรื่องของตัวเองได้ และขายได้ในตลาดใหม่',
    descriptionEn: 'Packaging that lets community products tell their own story and reach new markets.',
    focus: ['design', 'advertising'],
  },
  {
    category: 1,
    th: 'ตัวอักษรไทยร่วมสมัย',
    en: 'Contemporary Thai Type',
    descriptionTh: 'ฟอนต์ หนังสือ และงานกราฟิกที่ทำให้ตัวอักษรไทยสวยงามและอ่านง่ายในทุกสื่อ',
    descriptionEn:
      'Typefaces, books and graphics that make Thai letters beautiful and legible in every medium.',
    focus: ['publishing', 'advertising'],
  },
  {
    category: 1,
    th: 'เมืองสร้างสรรค์',
    en: 'Creative Cities',
    descriptionTh: 'งานออกแบบที่ทำให้เมืองน่าอยู่ขึ้น ตั้งแต่ป้ายบอกทางจนถึงพื้นที่สาธารณะ',
    descriptionEn: 'Design that makes cities better to live in, from wayfinding to public space.',
    focus: ['design', 'visual-arts', 'software'],
  },
  {
    category: 1,
    th: 'ดนตรีและเสียง',
    en: 'Music and Sound',
    descriptionTh: 'บทเพลง ภูมิทัศน์เสียง และงานออกแบบเสียงที่ทำให้เราได้ยินโลกในแบบใหม่',
    descriptionEn: 'Songs, soundscapes and sound design that make us hear the world anew.',
    focus: ['music', 'broadcasting'],
  },
  {
    category: 2,
    th: 'ผลงานรางวัล DEmark',
    en: 'DEmark Winners',
    descriptionTh: 'ผลงานที่ได้รับรางวัลส่งเสริมการออกแบบดีเด่น พร้อมเบื้องหลังแนวคิดของนักออกแบบ',
    descriptionEn: "Winners of the Design Excellence Award, with the designers' thinking behind them.",
    focus: [],
    awards: true,
  },
  {
    category: 2,
    th: 'ไทยบนเวทีโลก',
    en: 'Thai Design on the World Stage',
    descriptionTh: 'ผลงานไทยที่ได้รับรางวัลระดับนานาชาติ และกำลังเป็นที่รู้จักในต่างประเทศ',
    descriptionEn: 'Thai work that has won international awards and is becoming known abroad.',
    focus: [],
    awards: true,
  },
  {
    category: 2,
    th: 'Soft Power ไทย',
    en: 'Thai Soft Power',
    descriptionTh: 'อาหาร ภาพยนตร์ ดนตรี และงานฝีมือ ที่พาเสน่ห์ของวัฒนธรรมไทยไปไกลกว่าที่เคย',
    descriptionEn: 'Food, film, music and craft that carry the charm of Thai culture further than ever.',
    focus: ['film', 'music', 'craft', 'advertising'],
    awards: true,
  },
];

export interface PageContent {
  url: 'faqs' | 'term' | 'privacy-policy' | 'about-us';
  nameTh: string;
  nameEn: string;
  detailTh: string;
  detailEn: string;
}

const SITE_TH = 'Thai Design Portfolio';
const CENTRE_TH = 'ศูนย์ส่งเสริมการออกแบบแห่งชาติ';
const CENTRE_EN = 'the National Design Centre';
const CONTACT_EMAIL = 'hello@portfolio.example';

/**
 * The FAQ states the upload limits through placeholders ({{maxUploadSize}}, {{maxImagePixels}}, {{imageTypes}}, {{coverSize}},
 * {{shareImageSize}}) that the BFF fills from the limits it enforces (decision 021): the stored text never goes stale.
 * Signing in with Facebook is said in a section ({{#facebookLogin}}…{{/facebookLogin}}) that the BFF shows only
 * where the site offers it.
 */
function faq(items: readonly (readonly [string, string])[]): string {
  return items.map(([question, answer]) => `<h3>${question}</h3>\n<p>${answer}</p>`).join('\n');
}

export const PAGES: readonly PageContent[] = [
  {
    url: 'faqs',
    nameTh: 'คำถามที่พบบ่อย',
    nameEn: 'FAQs',
    detailTh: faq([
      [
        `${SITE_TH} คืออะไร`,
        `${SITE_TH} เป็นแพลตฟอร์มรวบรวมผลงานของนักออกแบบและนักสร้างสรรค์ไทยใน 10 สาขา ดำเนินการโดย${CENTRE_TH} เพื่อให้ผู้ประกอบการ หน่วยงาน และผู้ที่สนใจค้นหานักออกแบบและผลงานได้ง่ายขึ้น`,
      ],
      [
        'ใครสามารถลงผลงานได้บ้าง',
        'นักออกแบบ นักศึกษา และผู้ประกอบการสร้างสรรค์ทุกคนสามารถสมัครสมาชิกและลงผลงานได้โดยไม่มีค่าใช้จ่าย ขอเพียงเป็นผลงานที่ท่านเป็นเจ้าของหรือมีสิทธิ์เผยแพร่',
      ],
      [
        'สมัครสมาชิกอย่างไร',
        'กดปุ่ม "สมัครสมาชิก" กรอกชื่อ นามสกุล เบอร์โทรศัพท์ อีเมล และรหัสผ่าน จากนั้นเปิดอีเมลยืนยันที่ระบบส่งให้และกดลิงก์เพื่อเปิดใช้งานบัญชี{{#facebookLogin}} หรือเข้าสู่ระบบด้วยบัญชี Facebook ก็ได้{{/facebookLogin}}',
      ],
      [
        'ทำไมผลงานของฉันยังไม่แสดงบนเว็บไซต์',
        'ผลงานใหม่ทุกชิ้นจะได้รับการตรวจสอบโดยทีมงานก่อนเผยแพร่ ซึ่งปกติใช้เวลา 3–5 วันทำการ ระหว่างนี้สถานะในหน้าโปรไฟล์จะแสดงเป็น "รอการอนุมัติ"',
      ],
      [
        'ผลงานไม่ผ่านการอนุมัติ ต้องทำอย่างไร',
        'โปรดตรวจสอบว่าผลงานมีภาพปก รายละเอียดโครงการครบถ้วน และไม่ละเมิดลิขสิทธิ์ของผู้อื่น จากนั้นแก้ไขผลงานและบันทึกอีกครั้ง ระบบจะส่งให้ทีมงานพิจารณาใหม่',
      ],
      [
        'ควรใช้ภาพขนาดเท่าใด',
        'แนะนำภาพปกขนาด {{coverSize}} พิกเซล (สัดส่วน 4:3) และภาพสำหรับแชร์บนโซเชียลมีเดียขนาด {{shareImageSize}} พิกเซล รองรับไฟล์ {{imageTypes}} ขนาดไม่เกิน {{maxUploadSize}} และไม่เกิน {{maxImagePixels}} ต่อภาพ',
      ],
      [
        'แท็กรางวัลคืออะไร',
        'แท็กรางวัลใช้ระบุว่าผลงานได้รับรางวัลด้านการออกแบบ เช่น DEmark หรือ G-Mark ทีมงานอาจขอหลักฐานประกอบก่อนอนุมัติผลงานที่ติดแท็กรางวัล',
      ],
      [
        'อันดับยอดนิยมคำนวณอย่างไร',
        'อันดับยอดนิยมคำนวณจากจำนวนการเข้าชมผลงานที่ได้รับการอนุมัติแล้ว ส่วน "ผลงานยอดนิยม" บนหน้าแรกนับเฉพาะการเข้าชมในช่วง 30 วันล่าสุด',
      ],
      [
        'ลืมรหัสผ่านต้องทำอย่างไร',
        'กด "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ แล้วกรอกอีเมลที่ใช้สมัคร ระบบจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้ทางอีเมล',
      ],
      ['ติดต่อทีมงานได้ทางไหน', `ส่งข้อความผ่านหน้า "ติดต่อเรา" หรืออีเมล ${CONTACT_EMAIL} ทีมงานจะตอบกลับภายใน 2 วันทำการ`],
    ]),
    detailEn: faq([
      [
        'What is Thai Design Portfolio?',
        `Thai Design Portfolio showcases the work of Thai designers and creators across ten fields. It is run by ${CENTRE_EN} so that businesses, agencies and anyone interested can find designers and their work more easily.`,
      ],
      [
        'Who can publish work?',
        'Any designer, student or creative entrepreneur can sign up and publish for free, as long as the work is yours or you have the right to publish it.',
      ],
      [
        'How do I sign up?',
        'Choose "Register", enter your name, phone number, e-mail and a password, then open the confirmation e-mail and follow the link to activate your account.{{#facebookLogin}} You can also log in with your Facebook account.{{/facebookLogin}}',
      ],
      [
        'Why is my portfolio not on the site yet?',
        'Every new portfolio is reviewed by our team before it is published, which usually takes three to five working days. Meanwhile your profile shows it as "pending approval".',
      ],
      [
        'My portfolio was not approved. What now?',
        "Check that it has a cover image and a complete project description, and that it does not infringe anyone else's rights. Edit and save it again and it goes back to the team for review.",
      ],
      [
        'What image sizes should I use?',
        'We recommend a cover of {{coverSize}} pixels (4:3) and a {{shareImageSize}} pixel image for social sharing. Pictures may be {{imageTypes}} files of up to {{maxUploadSize}} and {{maxImagePixels}} each.',
      ],
      [
        'What are award tags?',
        'Award tags show that a work has won a design award such as DEmark or G-Mark. The team may ask for proof before approving a portfolio that carries one.',
      ],
      [
        'How is the ranking calculated?',
        'The ranking counts views of approved portfolios. "Most viewed" on the home page counts only the views of the last 30 days.',
      ],
      [
        'I forgot my password.',
        'Choose "Forgot password" on the login page and enter the e-mail you registered with. We will send you a link to set a new password.',
      ],
      [
        'How do I contact the team?',
        `Use the Contact page or write to ${CONTACT_EMAIL}. We reply within two working days.`,
      ],
    ]),
  },
  {
    url: 'term',
    nameTh: 'ข้อกำหนดและเงื่อนไขการใช้งาน',
    nameEn: 'Terms of Use',
    detailTh: `<p>ข้อกำหนดนี้ใช้กับการเข้าใช้งานเว็บไซต์ ${SITE_TH} ซึ่งดำเนินการโดย${CENTRE_TH} (“ศูนย์ฯ”) การสมัครสมาชิกหรือใช้งานเว็บไซต์ถือว่าท่านยอมรับข้อกำหนดนี้</p>
<h3>1. บัญชีผู้ใช้</h3>
<ul>
<li>ท่านต้องให้ข้อมูลที่ถูกต้องและเป็นปัจจุบันในการสมัครสมาชิก</li>
<li>ท่านมีหน้าที่เก็บรักษารหัสผ่านเป็นความลับ และรับผิดชอบต่อการใช้งานทั้งหมดภายใต้บัญชีของท่าน</li>
<li>หากพบการใช้งานบัญชีโดยไม่ได้รับอนุญาต โปรดแจ้งศูนย์ฯ โดยเร็ว</li>
</ul>
<h3>2. ผลงานและลิขสิทธิ์</h3>
<p>ลิขสิทธิ์ในผลงานที่ท่านนำเสนอยังคงเป็นของท่านหรือเจ้าของสิทธิ์เดิม ท่านอนุญาตให้ศูนย์ฯ เผยแพร่ ทำซ้ำ และดัดแปลงขนาดภาพของผลงานเพื่อแสดงบนเว็บไซต์ สื่อประชาสัมพันธ์ และนิทรรศการของศูนย์ฯ โดยไม่มีค่าตอบแทน และจะระบุชื่อผู้สร้างสรรค์ทุกครั้ง</p>
<h3>3. การตรวจสอบและอนุมัติผลงาน</h3>
<p>ศูนย์ฯ ขอสงวนสิทธิ์ในการพิจารณาอนุมัติ ไม่อนุมัติ หรือนำผลงานออกจากเว็บไซต์ หากผลงานไม่เป็นไปตามข้อกำหนด ละเมิดสิทธิ์ของผู้อื่น หรือมีเนื้อหาไม่เหมาะสม</p>
<h3>4. ข้อห้ามในการใช้งาน</h3>
<ul>
<li>นำผลงานของผู้อื่นมาอ้างเป็นของตนเอง</li>
<li>เผยแพร่เนื้อหาที่ผิดกฎหมาย หมิ่นประมาท หรือขัดต่อศีลธรรมอันดี</li>
<li>ดาวน์โหลดหรือนำผลงานบนเว็บไซต์ไปใช้เชิงพาณิชย์โดยไม่ได้รับอนุญาตจากเจ้าของผลงาน</li>
<li>กระทำการใด ๆ ที่รบกวนหรือทำให้ระบบของเว็บไซต์ทำงานผิดปกติ</li>
</ul>
<h3>5. ข้อจำกัดความรับผิด</h3>
<p>ศูนย์ฯ ให้บริการเว็บไซต์ตามสภาพที่เป็นอยู่ และไม่รับผิดชอบต่อความเสียหายที่เกิดจากการติดต่อหรือทำธุรกรรมระหว่างผู้ใช้งานด้วยกัน</p>
<h3>6. การเปลี่ยนแปลงข้อกำหนด</h3>
<p>ศูนย์ฯ อาจปรับปรุงข้อกำหนดนี้เป็นครั้งคราว โดยจะประกาศบนหน้านี้ การใช้งานต่อหลังการประกาศถือว่าท่านยอมรับข้อกำหนดฉบับใหม่</p>
<h3>7. การติดต่อ</h3>
<p>หากมีข้อสงสัยเกี่ยวกับข้อกำหนดนี้ โปรดติดต่อ ${CONTACT_EMAIL}</p>`,
    detailEn: `<p>These terms govern your use of Thai Design Portfolio, operated by ${CENTRE_EN} (“the Centre”). By registering or using the site you accept them.</p>
<h3>1. Your account</h3>
<ul>
<li>Give accurate, up-to-date information when you register.</li>
<li>Keep your password secret; you are responsible for everything done under your account.</li>
<li>Tell the Centre promptly if you notice any unauthorised use of your account.</li>
</ul>
<h3>2. Your work and copyright</h3>
<p>Copyright in the work you publish stays with you or its original owner. You allow the Centre to publish, reproduce and resize images of your work on the site, in its publicity and in its exhibitions, free of charge and always with credit to the creator.</p>
<h3>3. Review and approval</h3>
<p>The Centre may approve, decline or remove any portfolio that does not meet these terms, infringes the rights of others or contains inappropriate content.</p>
<h3>4. What you must not do</h3>
<ul>
<li>Present someone else's work as your own.</li>
<li>Publish unlawful, defamatory or offensive content.</li>
<li>Download or use work from the site commercially without its owner's permission.</li>
<li>Interfere with or disrupt the site or its systems.</li>
</ul>
<h3>5. Limitation of liability</h3>
<p>The site is provided as is. The Centre is not responsible for any loss arising from dealings between users.</p>
<h3>6. Changes</h3>
<p>The Centre may update these terms from time to time and will publish the changes on this page. Continuing to use the site means you accept the new terms.</p>
<h3>7. Contact</h3>
<p>Questions about these terms: ${CONTACT_EMAIL}</p>`,
  },
  {
    url: 'privacy-policy',
    nameTh: 'นโยบายความเป็นส่วนตัว',
    nameEn: 'Privacy Policy',
    detailTh: `<p>${CENTRE_TH}ให้ความสำคัญกับการคุ้มครองข้อมูลส่วนบุคคลของท่าน และปฏิบัติตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 นโยบายนี้อธิบายว่าเราเก็บ ใช้ และดูแลข้อมูลของท่านอย่างไร</p>
<h3>ข้อมูลที่เราเก็บ</h3>
<ul>
<li>ข้อมูลบัญชี: ชื่อ นามสกุล อีเมล เบอร์โทรศัพท์ และรหัสผ่าน (จัดเก็บแบบเข้ารหัส)</li>
<li>ข้อมูลโปรไฟล์: ประวัติการศึกษา ประสบการณ์ทำงาน ช่องทางโซเชียลมีเดีย และรูปภาพที่ท่านอัปโหลด</li>
<li>ผลงาน: รายละเอียดโครงการ ภาพ และแท็กที่ท่านเผยแพร่</li>
<li>ข้อมูลการใช้งาน: จำนวนการเข้าชมผลงาน ซึ่งเก็บโดยไม่ระบุตัวตนผู้เข้าชม</li>
</ul>
<h3>วัตถุประสงค์ในการใช้ข้อมูล</h3>
<ul>
<li>ให้บริการบัญชีสมาชิก และยืนยันตัวตนผ่านอีเมล</li>
<li>แสดงโปรไฟล์และผลงานของท่านต่อสาธารณะตามที่ท่านเลือกเผยแพร่</li>
<li>จัดอันดับผลงานยอดนิยมและคัดสรรคอลเลกชัน</li>
<li>ตอบข้อซักถามที่ท่านส่งผ่านแบบฟอร์มติดต่อ</li>
</ul>
<h3>การเปิดเผยข้อมูล</h3>
<p>เราไม่ขายหรือให้เช่าข้อมูลส่วนบุคคลของท่าน ข้อมูลในโปรไฟล์และผลงานที่ท่านเผยแพร่จะแสดงต่อสาธารณะ ส่วนอีเมลและรหัสผ่านจะไม่ถูกเปิดเผย</p>
<h3>ระยะเวลาการเก็บรักษา</h3>
<p>เราเก็บข้อมูลตลอดระยะเวลาที่ท่านเป็นสมาชิก และลบหรือทำให้ไม่สามารถระบุตัวตนได้ภายใน 90 วันหลังจากท่านขอยกเลิกบัญชี</p>
<h3>สิทธิของเจ้าของข้อมูล</h3>
<p>ท่านมีสิทธิขอเข้าถึง แก้ไข ลบ หรือคัดค้านการประมวลผลข้อมูลส่วนบุคคลของท่าน รวมถึงขอถอนความยินยอมได้ทุกเมื่อ โดยติดต่อ ${CONTACT_EMAIL}</p>
<h3>คุกกี้</h3>
<p>เว็บไซต์ใช้คุกกี้และที่เก็บข้อมูลในเบราว์เซอร์เพื่อจดจำการเข้าสู่ระบบและภาษาที่ท่านเลือกเท่านั้น</p>
<h3>การปรับปรุงนโยบาย</h3>
<p>เราอาจปรับปรุงนโยบายนี้เป็นครั้งคราว และจะแจ้งการเปลี่ยนแปลงที่สำคัญบนเว็บไซต์</p>`,
    detailEn: `<p>${CENTRE_EN.replace(/^t/, 'T')} respects your privacy and complies with Thailand's Personal Data Protection Act B.E. 2562 (2019). This policy explains what we collect, why, and how we look after it.</p>
<h3>What we collect</h3>
<ul>
<li>Account data: your name, e-mail, phone number and password (stored hashed).</li>
<li>Profile data: education, work experience, social media links and the pictures you upload.</li>
<li>Portfolios: the project descriptions, images and tags you publish.</li>
<li>Usage data: portfolio view counts, recorded without identifying the visitor.</li>
</ul>
<h3>Why we use it</h3>
<ul>
<li>To run your account and confirm your e-mail address.</li>
<li>To show your profile and work publicly, as you choose to publish them.</li>
<li>To rank popular work and curate collections.</li>
<li>To answer the enquiries you send through the contact form.</li>
</ul>
<h3>Sharing</h3>
<p>We never sell or rent your personal data. Your published profile and portfolios are public; your e-mail address and password are not.</p>
<h3>How long we keep it</h3>
<p>We keep your data while you are a member and delete or anonymise it within 90 days of a request to close your account.</p>
<h3>Your rights</h3>
<p>You may ask to access, correct or delete your personal data, object to its processing or withdraw your consent at any time by writing to ${CONTACT_EMAIL}.</p>
<h3>Cookies</h3>
<p>The site uses cookies and browser storage only to keep you logged in and remember your language.</p>
<h3>Changes</h3>
<p>We may update this policy from time to time and will announce significant changes on the site.</p>`,
  },
  {
    url: 'about-us',
    nameTh: 'เกี่ยวกับเรา',
    nameEn: 'About Us',
    detailTh: `<p>${SITE_TH} เป็นพื้นที่ออนไลน์ที่${CENTRE_TH}สร้างขึ้นเพื่อรวบรวมและเผยแพร่ผลงานของนักออกแบบและนักสร้างสรรค์ไทย ให้เป็นที่รู้จักทั้งในประเทศและต่างประเทศ</p>
<h3>พันธกิจของเรา</h3>
<ul>
<li>เชื่อมนักออกแบบไทยกับผู้ประกอบการ หน่วยงาน และตลาดใหม่</li>
<li>บันทึกและเผยแพร่องค์ความรู้ด้านการออกแบบและภูมิปัญญาไทย</li>
<li>สนับสนุนนักออกแบบรุ่นใหม่ให้มีเวทีแสดงผลงานอย่างเท่าเทียม</li>
</ul>
<h3>10 สาขาความคิดสร้างสรรค์</h3>
<p>เว็บไซต์ครอบคลุมงานฝีมือและหัตถกรรม ดนตรี ศิลปะการแสดง ทัศนศิลป์ ภาพยนตร์ การแพร่ภาพและกระจายเสียง การพิมพ์ ซอฟต์แวร์ การโฆษณา และการออกแบบ</p>
<h3>คัดสรรโดยภัณฑารักษ์</h3>
<p>ทีมภัณฑารักษ์ของศูนย์ฯ คัดเลือกผลงานเป็นคอลเลกชันตามประเด็น เพื่อให้ผู้ชมได้เห็นความหลากหลายและพัฒนาการของงานสร้างสรรค์ไทย</p>
<h3>ติดต่อเรา</h3>
<p>${CENTRE_TH}<br>อีเมล ${CONTACT_EMAIL}<br>โทร 02-123-4567 (วันอังคาร–วันอาทิตย์ 10.30–19.00 น.)</p>`,
    detailEn: `<p>Thai Design Portfolio is an online showcase created by ${CENTRE_EN} to collect and promote the work of Thai designers and creators, at home and abroad.</p>
<h3>Our mission</h3>
<ul>
<li>Connect Thai designers with businesses, agencies and new markets.</li>
<li>Record and share knowledge of design and Thai craft wisdom.</li>
<li>Give young designers an equal stage for their work.</li>
</ul>
<h3>Ten creative fields</h3>
<p>The site covers craft, music, performing arts, visual arts, film, broadcasting, publishing, software, advertising and design.</p>
<h3>Curated collections</h3>
<p>The Centre's curators group work into themed collections, showing the range and growth of Thai creativity.</p>
<h3>Contact</h3>
<p>National Design Centre<br>E-mail ${CONTACT_EMAIL}<br>Phone +66 2 123 4567 (Tuesday to Sunday, 10:30–19:00)</p>`,
  },
];

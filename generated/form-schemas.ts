// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

import type { RJSFSchema } from "@rjsf/utils";
import type { BlockTemplateKey, SettingsNamespace } from "./types.ts";

/** Template key -> JSON Schema of the block's form: {fields, groups}, dereferenced. */
export const blockFormSchemas: Record<BlockTemplateKey, RJSFSchema> = {
  "lrdx-accolade-image-box": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "has_timer": {
            "default": false,
            "description": "On: the slides advance by themselves with a visible timer and a pause button.",
            "title": "تقدّم تلقائي بمؤقّت",
            "type": "boolean"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "description": "Optional title above the slides; also the carousel's accessible name.",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "timer_duration": {
            "default": 6000,
            "description": "How long each slide shows with has_timer on (not in the catalogue).",
            "maximum": 30000,
            "minimum": 2000,
            "title": "مدة الشريحة (ملّي ثانية)",
            "type": "integer"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "background_image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة الخلفية",
              "type": "object"
            },
            "box_color": {
              "default": "white-theme",
              "enum": [
                "white-theme",
                "light-theme",
                "grey-theme",
                "dark-theme"
              ],
              "title": "لون الصندوق"
            },
            "links": {
              "default": [],
              "items": {
                "additionalProperties": false,
                "default": {},
                "description": "The catalogue's Link / CTA value (catalogue §3.5).",
                "properties": {
                  "dc_strategy": {
                    "additionalProperties": false,
                    "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                    "properties": {
                      "key": {
                        "default": "",
                        "type": "string"
                      },
                      "value": {
                        "default": "",
                        "type": "string"
                      }
                    },
                    "title": "DcStrategy",
                    "type": "object"
                  },
                  "form_layout": {
                    "default": "",
                    "enum": [
                      "",
                      "double_column"
                    ]
                  },
                  "hidden_fields": {
                    "additionalProperties": {
                      "type": "string"
                    },
                    "default": {},
                    "description": "Hidden form field name -> value, sent with a form link.",
                    "type": "object"
                  },
                  "icon": {
                    "default": "",
                    "type": "string"
                  },
                  "link_text": {
                    "default": "",
                    "maxLength": 200,
                    "type": "string"
                  },
                  "rdx_forms_form_id": {
                    "default": "",
                    "type": "string"
                  },
                  "size": {
                    "default": "medium",
                    "enum": [
                      "medium",
                      "small"
                    ]
                  },
                  "target": {
                    "default": "_self",
                    "enum": [
                      "_self",
                      "_blank"
                    ]
                  },
                  "theme": {
                    "default": "",
                    "type": "string"
                  },
                  "type": {
                    "default": "internal",
                    "enum": [
                      "internal",
                      "external",
                      "form",
                      "file"
                    ]
                  },
                  "ui_type": {
                    "default": "primary",
                    "enum": [
                      "primary",
                      "secondary",
                      "tertiary"
                    ]
                  },
                  "url": {
                    "default": "",
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "type": "string"
                  }
                },
                "title": "Link",
                "type": "object"
              },
              "maxItems": 2,
              "title": "الروابط",
              "type": "array"
            },
            "logo_image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "The award's logo in the box; left as the default image (24735, never picked), none is shown.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "شعار الجائزة",
              "type": "object"
            },
            "paragraph": {
              "default": "",
              "maxLength": 5000,
              "title": "الفقرة",
              "type": "string"
            },
            "right_on_rtl": {
              "default": false,
              "description": "On: in right-to-left pages the box sits on the right (the inline start); off: on the left.",
              "title": "الصندوق على اليمين في الصفحات العربية",
              "type": "boolean"
            },
            "top_paragraph": {
              "default": "",
              "description": "A short line above the paragraph (the award and its year).",
              "maxLength": 200,
              "title": "السطر العلوي",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 10,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-accordion": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_between_groups": {
            "default": true,
            "title": "حدود بين العناصر",
            "type": "boolean"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "close_all_label": {
            "default": "أغلق الكل",
            "maxLength": 40,
            "title": "نص زر إغلاق الكل",
            "type": "string"
          },
          "color_theme": {
            "default": "light-theme",
            "enum": [
              "light-theme",
              "dark-theme"
            ],
            "title": "سمة الألوان"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "has_schema": {
            "default": false,
            "description": "Publishes the questions and answers as schema.org FAQPage structured data (JSON-LD): one Question per group with its answer as an Answer; a group whose answer is empty is left out of the data (an Answer needs its text).",
            "title": "نشر كبيانات منظمة (FAQ)",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "margin_between_groups": {
            "default": false,
            "title": "مسافة بين العناصر",
            "type": "boolean"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "open_all_label": {
            "default": "افتح الكل",
            "maxLength": 40,
            "title": "نص زر فتح الكل",
            "type": "string"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "accordion_content": {
              "default": "",
              "maxLength": 20000,
              "title": "الإجابة",
              "type": "string"
            },
            "accordion_title": {
              "maxLength": 300,
              "minLength": 1,
              "title": "السؤال",
              "type": "string"
            }
          },
          "required": [
            "accordion_title"
          ],
          "type": "object"
        },
        "maxItems": 30,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-car-rent": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "button": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الزر",
              "type": "object"
            },
            "equipment-description-1": {
              "default": "",
              "maxLength": 600,
              "title": "وصف التجهيز 1",
              "type": "string"
            },
            "equipment-description-2": {
              "default": "",
              "maxLength": 600,
              "title": "وصف التجهيز 2",
              "type": "string"
            },
            "equipment-description-3": {
              "default": "",
              "maxLength": 600,
              "title": "وصف التجهيز 3",
              "type": "string"
            },
            "equipment-description-4": {
              "default": "",
              "maxLength": 600,
              "title": "وصف التجهيز 4",
              "type": "string"
            },
            "equipment-description-5": {
              "default": "",
              "maxLength": 600,
              "title": "وصف التجهيز 5",
              "type": "string"
            },
            "equipment-image-1": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "Shown beside the equipment item; left as the default image (24735), the item shows no picture.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة التجهيز 1",
              "type": "object"
            },
            "equipment-image-2": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "Shown beside the equipment item; left as the default image (24735), the item shows no picture.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة التجهيز 2",
              "type": "object"
            },
            "equipment-image-3": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "Shown beside the equipment item; left as the default image (24735), the item shows no picture.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة التجهيز 3",
              "type": "object"
            },
            "equipment-image-4": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "Shown beside the equipment item; left as the default image (24735), the item shows no picture.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة التجهيز 4",
              "type": "object"
            },
            "equipment-image-5": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "Shown beside the equipment item; left as the default image (24735), the item shows no picture.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة التجهيز 5",
              "type": "object"
            },
            "equipment-title-1": {
              "default": "",
              "maxLength": 120,
              "title": "عنوان التجهيز 1",
              "type": "string"
            },
            "equipment-title-2": {
              "default": "",
              "maxLength": 120,
              "title": "عنوان التجهيز 2",
              "type": "string"
            },
            "equipment-title-3": {
              "default": "",
              "maxLength": 120,
              "title": "عنوان التجهيز 3",
              "type": "string"
            },
            "equipment-title-4": {
              "default": "",
              "maxLength": 120,
              "title": "عنوان التجهيز 4",
              "type": "string"
            },
            "equipment-title-5": {
              "default": "",
              "maxLength": 120,
              "title": "عنوان التجهيز 5",
              "type": "string"
            },
            "heading": {
              "default": "",
              "maxLength": 200,
              "title": "العنوان",
              "type": "string"
            },
            "icon-1": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة 1"
            },
            "icon-2": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة 2"
            },
            "icon-3": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة 3"
            },
            "icon-4": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة 4"
            },
            "icon-5": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة 5"
            },
            "icon-6": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة 6"
            },
            "icon-7": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة 7"
            },
            "icon-8": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة 8"
            },
            "icon-text-1": {
              "default": "",
              "maxLength": 80,
              "title": "نص الأيقونة 1",
              "type": "string"
            },
            "icon-text-2": {
              "default": "",
              "maxLength": 80,
              "title": "نص الأيقونة 2",
              "type": "string"
            },
            "icon-text-3": {
              "default": "",
              "maxLength": 80,
              "title": "نص الأيقونة 3",
              "type": "string"
            },
            "icon-text-4": {
              "default": "",
              "maxLength": 80,
              "title": "نص الأيقونة 4",
              "type": "string"
            },
            "icon-text-5": {
              "default": "",
              "maxLength": 80,
              "title": "نص الأيقونة 5",
              "type": "string"
            },
            "icon-text-6": {
              "default": "",
              "maxLength": 80,
              "title": "نص الأيقونة 6",
              "type": "string"
            },
            "icon-text-7": {
              "default": "",
              "maxLength": 80,
              "title": "نص الأيقونة 7",
              "type": "string"
            },
            "icon-text-8": {
              "default": "",
              "maxLength": 80,
              "title": "نص الأيقونة 8",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "paragraph": {
              "default": "",
              "maxLength": 2000,
              "title": "الفقرة",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 20,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-collection-carousel": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "heading": {
              "default": "",
              "maxLength": 200,
              "title": "العنوان",
              "type": "string"
            },
            "rdx-image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "target": {
              "default": false,
              "title": "فتح في علامة تبويب جديدة",
              "type": "boolean"
            },
            "text": {
              "default": "",
              "maxLength": 1000,
              "title": "النص",
              "type": "string"
            },
            "url": {
              "default": "",
              "description": "http:// or https:// is an external address; anything else is a path of this site (e.g. /collection/defender-bag), under the page's language.",
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الرابط",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 30,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-collection-item": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "html": {
            "default": "<p>{{photos}}</p><h3>اسم المنتج</h3><p>وصف المنتج.</p><p>{{sizes}}</p><p><a href=\"/en/retailer-locator\">ابحث عن أقرب وكيل</a></p>",
            "description": "The product's HTML; {{photos}} marks where the photo carousel goes and {{sizes}} where the sizes go. A placeholder alone in a paragraph replaces the paragraph.",
            "maxLength": 20000,
            "title": "قالب المنتج (HTML)",
            "type": "string"
          },
          "images": {
            "allOf": [
              {
                "maxItems": 12
              }
            ],
            "default": [],
            "description": "The product's photos as a list of image URLs, in carousel order (the catalogue held this list as a JSON string; here it is a structured value). Each URL follows the safe-link rule; site-relative paths such as the media library's /api/v2/images/… are allowed.",
            "items": {
              "maxLength": 2000,
              "minLength": 1,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "type": "string"
            },
            "title": "صور المنتج",
            "type": "array"
          },
          "images_alt": {
            "default": "",
            "description": "Read for every photo, followed by its position (photo 2 of 5).",
            "maxLength": 300,
            "title": "النص البديل للصور",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "sizes": {
            "default": [],
            "description": "The sizes the product comes in, shown in the catalogue's order XS through XXXXL whatever order they were picked in.",
            "items": {
              "enum": [
                "XS",
                "S",
                "M",
                "L",
                "XL",
                "XXL",
                "XXXL",
                "XXXXL"
              ]
            },
            "title": "المقاسات المتوفرة",
            "type": "array",
            "uniqueItems": true
          },
          "sizes_label": {
            "default": "المقاسات المتوفرة",
            "maxLength": 60,
            "title": "عنوان المقاسات",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-collection-slider": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "collection": {
            "default": "",
            "description": "The feed's collection id. Empty: the slider shows its groups (filled by hand). Set: the slider shows the feed's items, its groups being the fallback.",
            "maxLength": 100,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "المجموعة",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "description": "Shown when the feed fails or answers nothing and the slider has no groups of its own.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "feed_button_label": {
            "default": "تسوّق الآن",
            "description": "Not a catalogue field: the button of each card the feed answered (an editor's group has its own button).",
            "maxLength": 80,
            "title": "نص زر عناصر المصدر",
            "type": "string"
          },
          "grouped": {
            "default": true,
            "description": "The feed answers one card per product, its colours and sizes counted on the card, instead of one card per variant.",
            "title": "تجميع المتغيّرات",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "lang": {
            "default": "en",
            "description": "The language the feed answers in.",
            "enum": [
              "en",
              "ar"
            ],
            "title": "لغة المصدر"
          },
          "limit": {
            "default": 10,
            "description": "How many items the feed is asked for (at most 30, the slider's cap).",
            "maximum": 30,
            "minimum": 1,
            "title": "عدد العناصر",
            "type": "integer"
          },
          "market": {
            "default": "",
            "description": "The feed's market code, e.g. AE or SA; empty: the feed's default market.",
            "maxLength": 20,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "السوق",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "show_pagination": {
            "default": true,
            "description": "Draws a button per slide under the slider (its pagination dots).",
            "title": "إظهار ترقيم الشرائح",
            "type": "boolean"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "variants_label": {
            "default": "الخيارات المتاحة: {count}",
            "description": "Not a catalogue field: written under a grouped feed item that stands for several variants; {count} is replaced by their number.",
            "maxLength": 80,
            "title": "نص عدد الخيارات",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "image_hover": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "Shown while the pointer is over the card or the card's button has focus. Left as the default image: none.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة عند التمرير",
              "type": "object"
            },
            "item_label": {
              "default": "",
              "description": "A short line under the name: a price, 'new', a colour count.",
              "maxLength": 80,
              "title": "التسمية",
              "type": "string"
            },
            "item_name": {
              "maxLength": 120,
              "minLength": 1,
              "title": "اسم العنصر",
              "type": "string"
            },
            "rdx-link": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الزر",
              "type": "object"
            }
          },
          "required": [
            "item_name"
          ],
          "type": "object"
        },
        "maxItems": 30,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-color-button-carousel": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "global_paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "global_tagline": {
            "default": "",
            "description": "The block's heading, above the pictures.",
            "maxLength": 200,
            "title": "العبارة الرئيسية",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "is_bigger_picker": {
            "default": false,
            "title": "أزرار ألوان أكبر",
            "type": "boolean"
          },
          "link_url": {
            "default": "",
            "description": "Where the button under the picture leads (a site path such as /models/defender/configure, or an http(s) address); no url, no button.",
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "رابط الزر",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "link_label": {
              "default": "",
              "description": "The button's label while this colour shows; empty: the button hides for this colour.",
              "maxLength": 80,
              "title": "نص الزر",
              "type": "string"
            },
            "rdx-main-image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة السيارة",
              "type": "object"
            },
            "rdx-thumbnail-image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "The colour button's picture; its alternative text names the colour (the button's accessible name).",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة اللون المصغّرة",
              "type": "object"
            }
          },
          "type": "object"
        },
        "maxItems": 20,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-content-blocks": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "align_cta_items": {
            "default": false,
            "description": "Aligns the CTAs at the bottom of each item, so the buttons of a row line up.",
            "title": "محاذاة الأزرار في الأسفل",
            "type": "boolean"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "col-numbers": {
            "default": 3,
            "description": "Items per row from tablets up (up to 4 per row); phones show one.",
            "maximum": 4,
            "minimum": 1,
            "title": "عدد الأعمدة",
            "type": "integer"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "mobile-slider": {
            "default": false,
            "description": "On phones the items scroll sideways (CSS scroll-snap) instead of stacking.",
            "title": "شريط تمرير على الهاتف",
            "type": "boolean"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "description": {
              "default": "",
              "maxLength": 20000,
              "title": "الوصف",
              "type": "string"
            },
            "header": {
              "default": "",
              "maxLength": 300,
              "title": "العنوان",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "image-link": {
              "additionalProperties": false,
              "default": {},
              "description": "Makes the picture a link when its url is set.",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "رابط الصورة",
              "type": "object"
            },
            "rdx-link": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الرابط",
              "type": "object"
            }
          },
          "type": "object"
        },
        "maxItems": 1000,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-content-blocks-carousel": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "align_cta_items": {
            "default": false,
            "description": "Aligns the CTAs at the bottom of each item, so the buttons of a row line up.",
            "title": "محاذاة الأزرار في الأسفل",
            "type": "boolean"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "col-numbers": {
            "default": 3,
            "description": "Items in view from 1024px (1–4).",
            "maximum": 4,
            "minimum": 1,
            "title": "عدد الأعمدة",
            "type": "integer"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "description": {
              "default": "",
              "maxLength": 20000,
              "title": "الوصف",
              "type": "string"
            },
            "header": {
              "default": "",
              "maxLength": 300,
              "title": "العنوان",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "image-link": {
              "additionalProperties": false,
              "default": {},
              "description": "Makes the picture a link when its url is set.",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "رابط الصورة",
              "type": "object"
            },
            "rdx-link": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الرابط",
              "type": "object"
            }
          },
          "type": "object"
        },
        "maxItems": 30,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-derivatives": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "bodystyle": {
            "default": "",
            "maxLength": 120,
            "title": "نوع الهيكل",
            "type": "string"
          },
          "car_key": {
            "default": "",
            "description": "The model whose figures are shown: a model of the model catalogue (l663_26my_x), a nameplate code (l663: its newest model) or a model key with a compare sheet (000 §7). Lower case.",
            "maxLength": 32,
            "pattern": "^([a-z0-9][a-z0-9_-]{0,31})?$",
            "title": "رمز الطراز",
            "type": "string"
          },
          "engine_key": {
            "default": "",
            "description": "The engine of the model whose figures are shown, by its catalogue code (p400); empty or unknown: the model's first engine.",
            "maxLength": 32,
            "pattern": "^([A-Za-z0-9][A-Za-z0-9_-]{0,31})?$",
            "title": "رمز المحرك",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "features_heading": {
            "default": "أبرز المزايا",
            "description": "Heading of the standard equipment part.",
            "maxLength": 120,
            "title": "عنوان المزايا",
            "type": "string"
          },
          "has_columns": {
            "default": false,
            "description": "On: the three figures sit side by side (stacked on phones); off: one under the other.",
            "title": "عرض الأرقام في أعمدة",
            "type": "boolean"
          },
          "icon": {
            "default": "",
            "description": "Drawn before the model's name.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "الأيقونة"
          },
          "model": {
            "default": "",
            "description": "The model's name as shown; empty: the catalogue's name of the model.",
            "maxLength": 120,
            "title": "اسم الطراز",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "spec_key_1": {
            "default": "top_speed",
            "description": "A spec name of the site's specification (top_speed, acceleration, consumption, power, emissions, range…).",
            "maxLength": 64,
            "pattern": "^([A-Za-z0-9][A-Za-z0-9_.-]{0,63})?$",
            "title": "رمز المواصفة الأولى",
            "type": "string"
          },
          "spec_key_2": {
            "default": "acceleration",
            "maxLength": 64,
            "pattern": "^([A-Za-z0-9][A-Za-z0-9_.-]{0,63})?$",
            "title": "رمز المواصفة الثانية",
            "type": "string"
          },
          "spec_key_3": {
            "default": "consumption",
            "maxLength": 64,
            "pattern": "^([A-Za-z0-9][A-Za-z0-9_.-]{0,63})?$",
            "title": "رمز المواصفة الثالثة",
            "type": "string"
          },
          "spec_label_1": {
            "default": "السرعة القصوى",
            "description": "Empty: the site's label of the spec.",
            "maxLength": 80,
            "title": "عنوان المواصفة الأولى",
            "type": "string"
          },
          "spec_label_2": {
            "default": "التسارع من 0 إلى 100 كم/س",
            "maxLength": 80,
            "title": "عنوان المواصفة الثانية",
            "type": "string"
          },
          "spec_label_3": {
            "default": "استهلاك الوقود",
            "maxLength": 80,
            "title": "عنوان المواصفة الثالثة",
            "type": "string"
          },
          "specs_heading": {
            "default": "المواصفات الرئيسية",
            "description": "Heading of the three figures.",
            "maxLength": 120,
            "title": "عنوان المواصفات",
            "type": "string"
          },
          "standard_equipment_information_content": {
            "default": "",
            "maxLength": 20000,
            "title": "محتوى المعدات القياسية",
            "type": "string"
          },
          "standard_equipment_information_label": {
            "default": "المعدات القياسية",
            "maxLength": 120,
            "title": "نص زر المعدات القياسية",
            "type": "string"
          },
          "tab_id": {
            "default": "",
            "description": "Optional: /page#tab_id reaches this block and opens its standard equipment part. Letters, digits, _ and -.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التبويب في الرابط",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-diesel-petrol-quiz": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "aside_proposition_label": {
            "default": "قد يناسبك أيضاً",
            "description": "The heading of every result's aside: 'You could also consider'.",
            "maxLength": 80,
            "minLength": 1,
            "title": "عنوان الاقتراح الجانبي",
            "type": "string"
          },
          "bev_result_advantages": {
            "default": "",
            "description": "One advantage a line, shown as a list.",
            "maxLength": 2000,
            "title": "نتيجة الكهربائية بالكامل: المزايا",
            "type": "string"
          },
          "bev_result_aside_description": {
            "default": "",
            "maxLength": 600,
            "title": "نتيجة الكهربائية بالكامل: وصف الاقتراح",
            "type": "string"
          },
          "bev_result_aside_label": {
            "default": "",
            "maxLength": 120,
            "title": "نتيجة الكهربائية بالكامل: عنوان الاقتراح",
            "type": "string"
          },
          "bev_result_aside_primary_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الكهربائية بالكامل: نص الرابط الأساسي للاقتراح",
            "type": "string"
          },
          "bev_result_aside_primary_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الكهربائية بالكامل: الرابط الأساسي للاقتراح",
            "type": "object"
          },
          "bev_result_aside_secondary_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الكهربائية بالكامل: نص الرابط الثانوي للاقتراح",
            "type": "string"
          },
          "bev_result_aside_secondary_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الكهربائية بالكامل: الرابط الثانوي للاقتراح",
            "type": "object"
          },
          "bev_result_description": {
            "default": "",
            "maxLength": 2000,
            "title": "نتيجة الكهربائية بالكامل: الوصف",
            "type": "string"
          },
          "bev_result_disadvantages": {
            "default": "",
            "description": "One disadvantage a line, shown as a list.",
            "maxLength": 2000,
            "title": "نتيجة الكهربائية بالكامل: العيوب",
            "type": "string"
          },
          "bev_result_heading": {
            "default": "ننصحك بـالكهربائية بالكامل",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الكهربائية بالكامل: العنوان",
            "type": "string"
          },
          "bev_result_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "نتيجة الكهربائية بالكامل: الصورة",
            "type": "object"
          },
          "bev_result_introduction": {
            "default": "قيادة هادئة بلا انبعاثات من العادم، تُشحن في المنزل أو العمل.",
            "maxLength": 600,
            "title": "نتيجة الكهربائية بالكامل: المقدمة",
            "type": "string"
          },
          "bev_result_other_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الكهربائية بالكامل: نص الرابط الآخر",
            "type": "string"
          },
          "bev_result_other_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الكهربائية بالكامل: الرابط الآخر",
            "type": "object"
          },
          "bev_result_vehicle_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الكهربائية بالكامل: نص رابط السيارة",
            "type": "string"
          },
          "bev_result_vehicle_link": {
            "additionalProperties": false,
            "default": {},
            "description": "Its label is the vehicle label when set, else the link's own text.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الكهربائية بالكامل: رابط السيارة",
            "type": "object"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "diesel_result_advantages": {
            "default": "",
            "description": "One advantage a line, shown as a list.",
            "maxLength": 2000,
            "title": "نتيجة الديزل: المزايا",
            "type": "string"
          },
          "diesel_result_aside_description": {
            "default": "",
            "maxLength": 600,
            "title": "نتيجة الديزل: وصف الاقتراح",
            "type": "string"
          },
          "diesel_result_aside_label": {
            "default": "",
            "maxLength": 120,
            "title": "نتيجة الديزل: عنوان الاقتراح",
            "type": "string"
          },
          "diesel_result_aside_primary_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الديزل: نص الرابط الأساسي للاقتراح",
            "type": "string"
          },
          "diesel_result_aside_primary_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الديزل: الرابط الأساسي للاقتراح",
            "type": "object"
          },
          "diesel_result_aside_secondary_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الديزل: نص الرابط الثانوي للاقتراح",
            "type": "string"
          },
          "diesel_result_aside_secondary_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الديزل: الرابط الثانوي للاقتراح",
            "type": "object"
          },
          "diesel_result_description": {
            "default": "",
            "maxLength": 2000,
            "title": "نتيجة الديزل: الوصف",
            "type": "string"
          },
          "diesel_result_disadvantages": {
            "default": "",
            "description": "One disadvantage a line, shown as a list.",
            "maxLength": 2000,
            "title": "نتيجة الديزل: العيوب",
            "type": "string"
          },
          "diesel_result_heading": {
            "default": "ننصحك بـالديزل",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الديزل: العنوان",
            "type": "string"
          },
          "diesel_result_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "نتيجة الديزل: الصورة",
            "type": "object"
          },
          "diesel_result_introduction": {
            "default": "محرك ديزل بعزم كبير وكفاءة عالية في الرحلات الطويلة والقطر.",
            "maxLength": 600,
            "title": "نتيجة الديزل: المقدمة",
            "type": "string"
          },
          "diesel_result_other_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الديزل: نص الرابط الآخر",
            "type": "string"
          },
          "diesel_result_other_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الديزل: الرابط الآخر",
            "type": "object"
          },
          "diesel_result_vehicle_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الديزل: نص رابط السيارة",
            "type": "string"
          },
          "diesel_result_vehicle_link": {
            "additionalProperties": false,
            "default": {},
            "description": "Its label is the vehicle label when set, else the link's own text.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الديزل: رابط السيارة",
            "type": "object"
          },
          "dpq_advantages_label": {
            "default": "المزايا",
            "maxLength": 60,
            "minLength": 1,
            "title": "عنوان المزايا",
            "type": "string"
          },
          "dpq_box_body": {
            "default": "أجب عن خمسة أسئلة قصيرة عن قيادتك لنقترح عليك البنزين أو الديزل أو الهجين القابل للشحن أو الكهربائية بالكامل.",
            "maxLength": 2000,
            "title": "نص المقدمة",
            "type": "string"
          },
          "dpq_box_cta": {
            "default": "ابدأ الآن",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر البدء",
            "type": "string"
          },
          "dpq_box_heading": {
            "default": "أي محرك يناسبك؟",
            "maxLength": 150,
            "minLength": 1,
            "title": "عنوان المقدمة",
            "type": "string"
          },
          "dpq_disadvantages_label": {
            "default": "العيوب",
            "maxLength": 60,
            "minLength": 1,
            "title": "عنوان العيوب",
            "type": "string"
          },
          "dpq_final_step_label": {
            "default": "اعرض النتيجة",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر عرض النتيجة",
            "type": "string"
          },
          "dpq_initial_step_label": {
            "default": "ابدأ من جديد",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر البدء من جديد",
            "type": "string"
          },
          "dpq_multi_hint_label": {
            "default": "اختر كل ما ينطبق",
            "description": "Shown under the multi-answer question (step 3): 'Select all that apply' (002 §5.2).",
            "maxLength": 80,
            "minLength": 1,
            "title": "تلميح الإجابات المتعددة",
            "type": "string"
          },
          "dpq_single_hint_label": {
            "default": "اختر إجابة",
            "description": "Shown under a single-answer question (steps 1, 2, 4 and 5): 'Select an answer' (002 §5.2).",
            "maxLength": 80,
            "minLength": 1,
            "title": "تلميح الإجابة الواحدة",
            "type": "string"
          },
          "dpq_step_backword_label": {
            "default": "السؤال السابق",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر السؤال السابق",
            "type": "string"
          },
          "dpq_step_counter_label": {
            "default": "السؤال {current} من {total}",
            "description": "The step indicator, announced to screen readers on each step. Must keep {current} and {total}.",
            "maxLength": 80,
            "minLength": 1,
            "pattern": "^(?=[\\s\\S]*\\{current\\})(?=[\\s\\S]*\\{total\\})[\\s\\S]*$",
            "title": "عدّاد الخطوات",
            "type": "string"
          },
          "dpq_step_fifth_answer_1": {
            "default": "في المنزل",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 5: الإجابة 1",
            "type": "string"
          },
          "dpq_step_fifth_answer_1_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 5: وصف الإجابة 1",
            "type": "string"
          },
          "dpq_step_fifth_answer_2": {
            "default": "في العمل أو بالقرب منه",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 5: الإجابة 2",
            "type": "string"
          },
          "dpq_step_fifth_answer_2_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 5: وصف الإجابة 2",
            "type": "string"
          },
          "dpq_step_fifth_answer_3": {
            "default": "لا يوجد مكان للشحن",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 5: الإجابة 3",
            "type": "string"
          },
          "dpq_step_fifth_answer_3_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 5: وصف الإجابة 3",
            "type": "string"
          },
          "dpq_step_fifth_heading": {
            "default": "أين يمكنك شحن سيارتك؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "السؤال 5: العنوان",
            "type": "string"
          },
          "dpq_step_fifth_subheading": {
            "default": "الشحن المنتظم يجعل السيارات الكهربائية والهجينة أوفر.",
            "maxLength": 300,
            "title": "السؤال 5: الوصف",
            "type": "string"
          },
          "dpq_step_forword_label": {
            "default": "السؤال التالي",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر السؤال التالي",
            "type": "string"
          },
          "dpq_step_four_answer_1": {
            "default": "نعم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 4: الإجابة 1",
            "type": "string"
          },
          "dpq_step_four_answer_1_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 4: وصف الإجابة 1",
            "type": "string"
          },
          "dpq_step_four_answer_2": {
            "default": "لا",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 4: الإجابة 2",
            "type": "string"
          },
          "dpq_step_four_answer_2_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 4: وصف الإجابة 2",
            "type": "string"
          },
          "dpq_step_four_heading": {
            "default": "هل تقطع أكثر من 300 كم في رحلة واحدة مرة في الشهر أو أكثر؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "السؤال 4: العنوان",
            "type": "string"
          },
          "dpq_step_four_subheading": {
            "default": "رحلات بين المدن أو إلى الجبال والصحراء.",
            "maxLength": 300,
            "title": "السؤال 4: الوصف",
            "type": "string"
          },
          "dpq_step_one_answer_1": {
            "default": "أقل من 11,000 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 1: الإجابة 1",
            "type": "string"
          },
          "dpq_step_one_answer_1_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 1: وصف الإجابة 1",
            "type": "string"
          },
          "dpq_step_one_answer_2": {
            "default": "من 11,000 إلى 24,000 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 1: الإجابة 2",
            "type": "string"
          },
          "dpq_step_one_answer_2_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 1: وصف الإجابة 2",
            "type": "string"
          },
          "dpq_step_one_answer_3": {
            "default": "أكثر من 24,000 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 1: الإجابة 3",
            "type": "string"
          },
          "dpq_step_one_answer_3_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 1: وصف الإجابة 3",
            "type": "string"
          },
          "dpq_step_one_heading": {
            "default": "كم كيلومتراً تقطع في السنة؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "السؤال 1: العنوان",
            "type": "string"
          },
          "dpq_step_one_subheading": {
            "default": "فكّر في سنة عادية من القيادة.",
            "maxLength": 300,
            "title": "السؤال 1: الوصف",
            "type": "string"
          },
          "dpq_step_three_answer_1": {
            "default": "في المدينة",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 3: الإجابة 1",
            "type": "string"
          },
          "dpq_step_three_answer_1_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 3: وصف الإجابة 1",
            "type": "string"
          },
          "dpq_step_three_answer_2": {
            "default": "على الطرق الريفية",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 3: الإجابة 2",
            "type": "string"
          },
          "dpq_step_three_answer_2_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 3: وصف الإجابة 2",
            "type": "string"
          },
          "dpq_step_three_answer_3": {
            "default": "على الطرق السريعة",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 3: الإجابة 3",
            "type": "string"
          },
          "dpq_step_three_answer_3_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 3: وصف الإجابة 3",
            "type": "string"
          },
          "dpq_step_three_answer_4": {
            "default": "أقطر مقطورة أو قارباً",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 3: الإجابة 4",
            "type": "string"
          },
          "dpq_step_three_answer_4_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 3: وصف الإجابة 4",
            "type": "string"
          },
          "dpq_step_three_heading": {
            "default": "أين تقود عادةً؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "السؤال 3: العنوان",
            "type": "string"
          },
          "dpq_step_three_subheading": {
            "default": "اختر كل ما ينطبق على قيادتك.",
            "maxLength": 300,
            "title": "السؤال 3: الوصف",
            "type": "string"
          },
          "dpq_step_two_answer_1": {
            "default": "أقل من 16 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 2: الإجابة 1",
            "type": "string"
          },
          "dpq_step_two_answer_1_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 2: وصف الإجابة 1",
            "type": "string"
          },
          "dpq_step_two_answer_2": {
            "default": "من 16 إلى 48 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 2: الإجابة 2",
            "type": "string"
          },
          "dpq_step_two_answer_2_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 2: وصف الإجابة 2",
            "type": "string"
          },
          "dpq_step_two_answer_3": {
            "default": "من 48 إلى 160 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 2: الإجابة 3",
            "type": "string"
          },
          "dpq_step_two_answer_3_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 2: وصف الإجابة 3",
            "type": "string"
          },
          "dpq_step_two_answer_4": {
            "default": "أكثر من 160 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 2: الإجابة 4",
            "type": "string"
          },
          "dpq_step_two_answer_4_desc": {
            "default": "",
            "maxLength": 300,
            "title": "السؤال 2: وصف الإجابة 4",
            "type": "string"
          },
          "dpq_step_two_heading": {
            "default": "ما طول رحلتك المعتادة؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "السؤال 2: العنوان",
            "type": "string"
          },
          "dpq_step_two_subheading": {
            "default": "المسافة في اتجاه واحد في معظم أيامك.",
            "maxLength": 300,
            "title": "السؤال 2: الوصف",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "صورة المقدمة",
            "type": "object"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "petrol_result_advantages": {
            "default": "",
            "description": "One advantage a line, shown as a list.",
            "maxLength": 2000,
            "title": "نتيجة البنزين: المزايا",
            "type": "string"
          },
          "petrol_result_aside_description": {
            "default": "",
            "maxLength": 600,
            "title": "نتيجة البنزين: وصف الاقتراح",
            "type": "string"
          },
          "petrol_result_aside_label": {
            "default": "",
            "maxLength": 120,
            "title": "نتيجة البنزين: عنوان الاقتراح",
            "type": "string"
          },
          "petrol_result_aside_primary_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة البنزين: نص الرابط الأساسي للاقتراح",
            "type": "string"
          },
          "petrol_result_aside_primary_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة البنزين: الرابط الأساسي للاقتراح",
            "type": "object"
          },
          "petrol_result_aside_secondary_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة البنزين: نص الرابط الثانوي للاقتراح",
            "type": "string"
          },
          "petrol_result_aside_secondary_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة البنزين: الرابط الثانوي للاقتراح",
            "type": "object"
          },
          "petrol_result_description": {
            "default": "",
            "maxLength": 2000,
            "title": "نتيجة البنزين: الوصف",
            "type": "string"
          },
          "petrol_result_disadvantages": {
            "default": "",
            "description": "One disadvantage a line, shown as a list.",
            "maxLength": 2000,
            "title": "نتيجة البنزين: العيوب",
            "type": "string"
          },
          "petrol_result_heading": {
            "default": "ننصحك بـالبنزين",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة البنزين: العنوان",
            "type": "string"
          },
          "petrol_result_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "نتيجة البنزين: الصورة",
            "type": "object"
          },
          "petrol_result_introduction": {
            "default": "محرك بنزين سلس وهادئ يناسب المسافات القصيرة والمتوسطة.",
            "maxLength": 600,
            "title": "نتيجة البنزين: المقدمة",
            "type": "string"
          },
          "petrol_result_other_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة البنزين: نص الرابط الآخر",
            "type": "string"
          },
          "petrol_result_other_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة البنزين: الرابط الآخر",
            "type": "object"
          },
          "petrol_result_vehicle_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة البنزين: نص رابط السيارة",
            "type": "string"
          },
          "petrol_result_vehicle_link": {
            "additionalProperties": false,
            "default": {},
            "description": "Its label is the vehicle label when set, else the link's own text.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة البنزين: رابط السيارة",
            "type": "object"
          },
          "phev_result_advantages": {
            "default": "",
            "description": "One advantage a line, shown as a list.",
            "maxLength": 2000,
            "title": "نتيجة الهجين القابل للشحن: المزايا",
            "type": "string"
          },
          "phev_result_aside_description": {
            "default": "",
            "maxLength": 600,
            "title": "نتيجة الهجين القابل للشحن: وصف الاقتراح",
            "type": "string"
          },
          "phev_result_aside_label": {
            "default": "",
            "maxLength": 120,
            "title": "نتيجة الهجين القابل للشحن: عنوان الاقتراح",
            "type": "string"
          },
          "phev_result_aside_primary_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الهجين القابل للشحن: نص الرابط الأساسي للاقتراح",
            "type": "string"
          },
          "phev_result_aside_primary_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الهجين القابل للشحن: الرابط الأساسي للاقتراح",
            "type": "object"
          },
          "phev_result_aside_secondary_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الهجين القابل للشحن: نص الرابط الثانوي للاقتراح",
            "type": "string"
          },
          "phev_result_aside_secondary_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الهجين القابل للشحن: الرابط الثانوي للاقتراح",
            "type": "object"
          },
          "phev_result_description": {
            "default": "",
            "maxLength": 2000,
            "title": "نتيجة الهجين القابل للشحن: الوصف",
            "type": "string"
          },
          "phev_result_disadvantages": {
            "default": "",
            "description": "One disadvantage a line, shown as a list.",
            "maxLength": 2000,
            "title": "نتيجة الهجين القابل للشحن: العيوب",
            "type": "string"
          },
          "phev_result_heading": {
            "default": "ننصحك بـالهجين القابل للشحن",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الهجين القابل للشحن: العنوان",
            "type": "string"
          },
          "phev_result_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "نتيجة الهجين القابل للشحن: الصورة",
            "type": "object"
          },
          "phev_result_introduction": {
            "default": "كهرباء في تنقلاتك اليومية، ومحرك بنزين للرحلات البعيدة.",
            "maxLength": 600,
            "title": "نتيجة الهجين القابل للشحن: المقدمة",
            "type": "string"
          },
          "phev_result_other_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الهجين القابل للشحن: نص الرابط الآخر",
            "type": "string"
          },
          "phev_result_other_link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الهجين القابل للشحن: الرابط الآخر",
            "type": "object"
          },
          "phev_result_vehicle_label": {
            "default": "",
            "maxLength": 80,
            "title": "نتيجة الهجين القابل للشحن: نص رابط السيارة",
            "type": "string"
          },
          "phev_result_vehicle_link": {
            "additionalProperties": false,
            "default": {},
            "description": "Its label is the vehicle label when set, else the link's own text.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الهجين القابل للشحن: رابط السيارة",
            "type": "object"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-dropdown-sections-selector": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "button_label": {
            "default": "اعرض لي",
            "maxLength": 60,
            "minLength": 1,
            "title": "نص زر العرض",
            "type": "string"
          },
          "clear_text": {
            "default": "مسح",
            "maxLength": 60,
            "minLength": 1,
            "title": "نص زر المسح",
            "type": "string"
          },
          "dropdown_default": {
            "default": "اختر باقتك",
            "description": "The dropdown's empty first option, and the bar's button label before a choice.",
            "maxLength": 120,
            "title": "الخيار الافتراضي للقائمة",
            "type": "string"
          },
          "dropdown_label": {
            "default": "الباقة",
            "maxLength": 120,
            "title": "عنوان القائمة المنسدلة",
            "type": "string"
          },
          "edit_text": {
            "default": "تعديل",
            "maxLength": 60,
            "minLength": 1,
            "title": "نص زر التعديل",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "modal_text": {
            "default": "يرجى اختيار باقتك من القائمة المنسدلة لتصفية محتوى هذه الصفحة بحيث يناسب سيارتك.",
            "maxLength": 500,
            "title": "نص النافذة",
            "type": "string"
          },
          "modal_title": {
            "default": "خصّص محتوى الصفحة",
            "maxLength": 150,
            "title": "عنوان النافذة",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "selection_text": {
            "default": "اختيارك",
            "description": "Written before the chosen option: 'Your selection'.",
            "maxLength": 120,
            "title": "نص الاختيار",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "option_blocks": {
              "default": "",
              "description": "The block_scroll_id of each block relevant to this option, comma-separated (002 §3.12), e.g. 'urban-pack, towing'. Each id is letters, digits, _ or - (a block_scroll_id); spaces around the commas are allowed.",
              "maxLength": 2000,
              "pattern": "^\\s*([A-Za-z0-9_-]+\\s*(,\\s*[A-Za-z0-9_-]+\\s*)*)?$",
              "title": "معرّفات الكتل",
              "type": "string"
            },
            "option_label": {
              "maxLength": 120,
              "minLength": 1,
              "title": "نص الخيار",
              "type": "string"
            }
          },
          "required": [
            "option_label"
          ],
          "type": "object"
        },
        "maxItems": 30,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-dual-frame-carousel-new": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "disable_autoplay": {
            "default": false,
            "description": "The slides change only when the visitor asks.",
            "title": "إيقاف التشغيل التلقائي",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "image_alignment": {
            "default": "right",
            "description": "The side of the picture frame from 1024px, as seen on screen (right is the reading start in Arabic).",
            "enum": [
              "left",
              "right"
            ],
            "title": "موضع الصورة"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "vertical_alignment": {
            "default": "top",
            "description": "Where the text box sits against the picture from 1024px.",
            "enum": [
              "center",
              "top"
            ],
            "title": "المحاذاة العمودية"
          },
          "video_label": {
            "default": "شاهد الفيديو",
            "description": "The label of the video button (designed here: the catalogue has none).",
            "maxLength": 80,
            "title": "نص زر الفيديو",
            "type": "string"
          },
          "youtube": {
            "default": "",
            "description": "A YouTube address; when set, each slide's text box offers a button that plays it in the video modal (the link itself without JavaScript).",
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "رابط فيديو يوتيوب",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "rdx-image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "rdx-link": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الرابط",
              "type": "object"
            },
            "text": {
              "default": "",
              "maxLength": 20000,
              "title": "النص",
              "type": "string"
            },
            "title": {
              "default": "",
              "maxLength": 200,
              "title": "العنوان",
              "type": "string"
            }
          },
          "type": "object"
        },
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-dual-frame-map": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "is_reversed": {
            "default": false,
            "description": "The map sits at the inline end instead of the inline start.",
            "title": "الخريطة في الجهة الأخرى",
            "type": "boolean"
          },
          "location_content": {
            "default": "",
            "description": "HTML beside the map: the dealer's name, phones, e-mail, address, a directions link, services and opening hours (sanitised like every rich text).",
            "maxLength": 20000,
            "title": "محتوى الموقع",
            "type": "string"
          },
          "location_latitude": {
            "default": 52.229676,
            "description": "The location's latitude in decimal degrees (default 52.229676, 002 §9.2).",
            "maximum": 90,
            "minimum": -90,
            "title": "خط العرض",
            "type": "number"
          },
          "location_longitude": {
            "default": 21.012229,
            "description": "The location's longitude in decimal degrees (default 21.012229, 002 §9.2).",
            "maximum": 180,
            "minimum": -180,
            "title": "خط الطول",
            "type": "number"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-electrifying-power": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "dark-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "disclaimer": {
            "default": "",
            "description": "Small print under the figures (how the range was measured).",
            "maxLength": 1000,
            "title": "ملاحظة قانونية",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "is_reversed": {
            "default": false,
            "description": "From 1024px the picture sits at the inline start (right in Arabic) instead of the inline end.",
            "title": "الصورة في الجهة الأخرى",
            "type": "boolean"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-buttons": {
            "default": [],
            "items": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "Link",
              "type": "object"
            },
            "maxItems": 2,
            "title": "الأزرار",
            "type": "array"
          },
          "rdx-image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الصورة",
            "type": "object"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة"
            },
            "label": {
              "default": "",
              "maxLength": 120,
              "title": "الوصف",
              "type": "string"
            },
            "unit": {
              "default": "",
              "description": "Written after the value (كم، كيلوواط، ثانية، دقيقة).",
              "maxLength": 20,
              "title": "الوحدة",
              "type": "string"
            },
            "value": {
              "description": "The figure as written (digits, a range such as 0–80%, or up to 113).",
              "maxLength": 20,
              "minLength": 1,
              "title": "القيمة",
              "type": "string"
            }
          },
          "required": [
            "value"
          ],
          "type": "object"
        },
        "maxItems": 4,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-expanded-entry-form": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "button_color": {
            "default": "primary",
            "enum": [
              "primary",
              "secondary"
            ],
            "title": "لون الزر"
          },
          "button_position": {
            "default": "right",
            "enum": [
              "left",
              "center",
              "right"
            ],
            "title": "موضع الزر"
          },
          "disclaimer": {
            "default": "",
            "description": "Small print under the tabs and the form, e.g. the offers' terms.",
            "maxLength": 5000,
            "title": "إخلاء المسؤولية",
            "type": "string"
          },
          "form-disclaimer": {
            "default": "",
            "description": "Small print under the form, e.g. how the visitor's data is used.",
            "maxLength": 5000,
            "title": "إخلاء مسؤولية النموذج",
            "type": "string"
          },
          "form-paragraph": {
            "default": "",
            "description": "Text above the form.",
            "maxLength": 2000,
            "title": "فقرة النموذج",
            "type": "string"
          },
          "form_hidden_field_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Hidden field name -> value sent with every submission.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "الحقول المخفية",
            "type": "object"
          },
          "form_id": {
            "default": "1",
            "description": "The form of the forms service to show, by id: the editor lists the forms (GET /forms).",
            "pattern": "^[1-9][0-9]{0,9}$",
            "title": "النموذج",
            "type": "string"
          },
          "form_location_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Any internal or external id (a retailer code, a CRM id) -> the forms service's location id.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط المعرّفات بالمواقع",
            "type": "object"
          },
          "form_location_params_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "URL parameter -> id of the form's location field it fills.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط معاملات الرابط بالموقع",
            "type": "object"
          },
          "form_params_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "URL parameter -> id of the form field it fills.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط معاملات الرابط بالحقول",
            "type": "object"
          },
          "has_button_margin": {
            "default": false,
            "description": "Adds space between the last field and the submit button.",
            "title": "مسافة فوق الزر",
            "type": "boolean"
          },
          "has_two_columns": {
            "default": false,
            "description": "Lays the form's fields out in two columns from tablets up.",
            "title": "النموذج في عمودين",
            "type": "boolean"
          },
          "top_tabs_limit": {
            "default": 4,
            "description": "How many tabs share the top row (and each row under it) from tablets up; the rest wrap onto further rows in order. Phones show two tabs a row (one when this is 1).",
            "maximum": 6,
            "minimum": 1,
            "title": "عدد التبويبات في الصف العلوي",
            "type": "integer"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "paragraph": {
              "default": "",
              "maxLength": 5000,
              "title": "الفقرة",
              "type": "string"
            },
            "tab_icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "أيقونة التبويب"
            },
            "tab_id": {
              "default": "",
              "description": "Written to the address (#tab_id) when the tab is chosen and sent with the lead as additionalData.menaTabs; empty means tab-<position> (tab-1, tab-2...). Letters, digits, '_' and '-'.",
              "maxLength": 80,
              "pattern": "^[A-Za-z0-9_-]*$",
              "title": "معرّف التبويب",
              "type": "string"
            },
            "tab_label": {
              "default": "",
              "description": "The tab's name; a tab without one is named by its position.",
              "maxLength": 80,
              "title": "عنوان التبويب",
              "type": "string"
            },
            "tab_x_padding": {
              "default": 22,
              "description": "Space on either side of the tab's label, in px.",
              "maximum": 64,
              "minimum": 0,
              "title": "الحشو الأفقي للتبويب (بكسل)",
              "type": "integer"
            }
          },
          "type": "object"
        },
        "maxItems": 12,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-extended-warranty": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "form_hidden_field_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Hidden field name -> value sent with every submission.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "الحقول المخفية",
            "type": "object"
          },
          "form_id": {
            "default": "1",
            "description": "The form of the forms service to show, by id: the editor lists the forms (GET /forms).",
            "pattern": "^[1-9][0-9]{0,9}$",
            "title": "النموذج",
            "type": "string"
          },
          "has_two_columns": {
            "default": false,
            "description": "Lays the form's fields out in two columns from tablets up.",
            "title": "النموذج في عمودين",
            "type": "boolean"
          },
          "table_content": {
            "additionalProperties": false,
            "default": {},
            "description": "The price table: its caption, the two column headings, the currency written after each price, and one row per vehicle class with its starting price (a number; shown with the site's thousands separator and digits). A row without a class name is not shown.",
            "properties": {
              "caption": {
                "default": "أسعار الضمان الممتد",
                "description": "The table's caption, read first by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "class_heading": {
                "default": "فئة المركبة",
                "description": "Heading of the vehicle-class column.",
                "maxLength": 80,
                "type": "string"
              },
              "currency": {
                "default": "درهم",
                "description": "Written after each price (the catalogue's prices are in AED).",
                "maxLength": 20,
                "type": "string"
              },
              "price_heading": {
                "default": "السعر يبدأ من",
                "description": "Heading of the price column.",
                "maxLength": 80,
                "type": "string"
              },
              "rows": {
                "default": [
                  {
                    "price": 4200,
                    "vehicle_class": "سيارة رياضية متعددة الاستخدامات مدمجة"
                  },
                  {
                    "price": 4500,
                    "vehicle_class": "سيارة رياضية مدمجة"
                  },
                  {
                    "price": 5500,
                    "vehicle_class": "سيارة للطرق الوعرة"
                  },
                  {
                    "price": 6100,
                    "vehicle_class": "سيارة رياضية متعددة الاستخدامات كبيرة"
                  },
                  {
                    "price": 5000,
                    "vehicle_class": "سيارة رياضية فاخرة صغيرة"
                  },
                  {
                    "price": 5700,
                    "vehicle_class": "سيارة رياضية فاخرة متوسطة"
                  },
                  {
                    "price": 6300,
                    "vehicle_class": "سيارة رياضية فاخرة بطابع رياضي"
                  },
                  {
                    "price": 7600,
                    "vehicle_class": "الطراز الرائد"
                  }
                ],
                "description": "One row per vehicle class, in the order shown.",
                "items": {
                  "additionalProperties": false,
                  "properties": {
                    "price": {
                      "description": "Starting price in the table's currency.",
                      "maximum": 10000000,
                      "minimum": 0,
                      "type": "number"
                    },
                    "vehicle_class": {
                      "description": "The vehicle class, as visitors read it.",
                      "maxLength": 120,
                      "type": "string"
                    }
                  },
                  "required": [
                    "vehicle_class",
                    "price"
                  ],
                  "type": "object"
                },
                "maxItems": 40,
                "type": "array"
              }
            },
            "title": "جدول الأسعار",
            "type": "object"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-exterior360": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "clickToInteract": {
            "default": "انقر واسحب للتدوير",
            "description": "Shown over the view before the first interaction, on screens with a mouse.",
            "maxLength": 60,
            "title": "نص «انقر للتفاعل»",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "has_autostart": {
            "default": false,
            "description": "Once every frame has loaded the car turns by itself until the visitor interacts or presses pause; never when the visitor prefers reduced motion.",
            "title": "دوران تلقائي",
            "type": "boolean"
          },
          "has_sidebar": {
            "default": false,
            "description": "A side panel (at the inline end from 1024px, under the view on smaller screens) with the heading, the paragraph and buttons for the front, side and rear views.",
            "title": "لوحة جانبية",
            "type": "boolean"
          },
          "has_slider_with_handle": {
            "default": true,
            "description": "A slider under the view whose handle turns the car (a native range input, keyboard operable).",
            "title": "شريط تمرير بمقبض",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "preset-exterior": {
            "default": "l663-110-exterior",
            "description": "The media library's exterior image sequence (its preset code): frame i is the picture firstImageId + i of that sequence (runtime/core/view360-sequences.ts).",
            "enum": [
              "l663-110-exterior",
              "l460-exterior"
            ],
            "title": "تسلسل الصور الخارجي"
          },
          "slider_theme": {
            "default": "light",
            "description": "The slider's colours: light (dark handle on a light track) for light pages, dark for dark ones. The catalogue names the field without its options; these two are this site's.",
            "enum": [
              "light",
              "dark"
            ],
            "title": "سمة شريط التمرير"
          },
          "touchToInteract": {
            "default": "المس واسحب للتدوير",
            "description": "Shown instead of clickToInteract on touch screens.",
            "maxLength": 60,
            "title": "نص «المس للتفاعل»",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-form-component": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "button_color": {
            "default": "primary",
            "enum": [
              "primary",
              "secondary"
            ],
            "title": "لون الزر"
          },
          "button_position": {
            "default": "right",
            "enum": [
              "left",
              "center",
              "right"
            ],
            "title": "موضع الزر"
          },
          "form_hidden_field_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Hidden field name -> value sent with every submission.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "الحقول المخفية",
            "type": "object"
          },
          "form_id": {
            "default": "1",
            "description": "The form of the forms service to show, by id: the editor lists the forms (GET /forms).",
            "pattern": "^[1-9][0-9]{0,9}$",
            "title": "النموذج",
            "type": "string"
          },
          "form_location_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Any internal or external id (a retailer code, a CRM id) -> the forms service's location id.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط المعرّفات بالمواقع",
            "type": "object"
          },
          "form_location_params_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "URL parameter -> id of the form's location field it fills.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط معاملات الرابط بالموقع",
            "type": "object"
          },
          "form_params_mapping": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "URL parameter -> id of the form field it fills.",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "ربط معاملات الرابط بالحقول",
            "type": "object"
          },
          "form_position": {
            "default": "center",
            "enum": [
              "left",
              "center",
              "right"
            ],
            "title": "موضع النموذج"
          },
          "has_button_margin": {
            "default": false,
            "description": "Adds space between the last field and the submit button.",
            "title": "مسافة فوق الزر",
            "type": "boolean"
          },
          "has_two_columns": {
            "default": false,
            "description": "Lays the form's fields out in two columns from tablets up.",
            "title": "النموذج في عمودين",
            "type": "boolean"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "modal_form": {
            "default": false,
            "description": "The form opens in a dialog from its link instead of showing in the page.",
            "title": "النموذج في نافذة منبثقة",
            "type": "boolean"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-gallery": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "all_categories_label": {
            "default": "كل الصور",
            "description": "Not a catalogue field: the first choice of the categories list, showing every picture.",
            "maxLength": 60,
            "title": "نص خيار كل الفئات",
            "type": "string"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "can_download_wallpaper": {
            "default": false,
            "description": "Each picture offers two wallpaper downloads: desktop 1600×900 and phone 1080×1920.",
            "title": "السماح بتنزيل الخلفيات",
            "type": "boolean"
          },
          "categories_button": {
            "default": "الفئات",
            "description": "The label of the button that lists the pictures' categories. Empty: no button (and every picture shows).",
            "maxLength": 60,
            "title": "نص زر الفئات",
            "type": "string"
          },
          "close_button": {
            "additionalProperties": false,
            "allOf": [
              {
                "properties": {
                  "type": {
                    "enum": [
                      "internal"
                    ]
                  }
                }
              }
            ],
            "default": {},
            "description": "Where closing the gallery goes: a page of this site. Form, external and file links are refused (catalogue §5.5); an empty link shows no close button.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "زر الإغلاق",
            "type": "object"
          },
          "fb_link": {
            "default": true,
            "description": "Shows a link that shares the gallery (the page, at the current picture) on Facebook.",
            "title": "رابط المشاركة على فيسبوك",
            "type": "boolean"
          },
          "fullscreen_label": {
            "default": "ملء الشاشة",
            "description": "Not a catalogue field: the label of the button that shows the gallery over the whole screen (where the browser allows it).",
            "maxLength": 80,
            "title": "نص زر ملء الشاشة",
            "type": "string"
          },
          "gallery_name": {
            "default": "",
            "maxLength": 120,
            "title": "اسم المعرض",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "description": "The level of the gallery's name.",
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "share_fb_label": {
            "default": "شارك على فيسبوك",
            "description": "Not a catalogue field: the Facebook share link's text.",
            "maxLength": 80,
            "title": "نص مشاركة فيسبوك",
            "type": "string"
          },
          "share_tw_label": {
            "default": "شارك على إكس",
            "description": "Not a catalogue field: the X (Twitter) share link's text.",
            "maxLength": 80,
            "title": "نص مشاركة إكس",
            "type": "string"
          },
          "tw_link": {
            "default": true,
            "description": "Shows a link that shares the gallery (the page, at the current picture) on X (Twitter).",
            "title": "رابط المشاركة على إكس (تويتر)",
            "type": "boolean"
          },
          "wallpaper_desktop_label": {
            "default": "خلفية سطح المكتب",
            "description": "Not a catalogue field: the desktop wallpaper download link's text (1600×900).",
            "maxLength": 80,
            "title": "نص خلفية سطح المكتب",
            "type": "string"
          },
          "wallpaper_mobile_label": {
            "default": "خلفية الجوال",
            "description": "Not a catalogue field: the phone wallpaper download link's text (1080×1920).",
            "maxLength": 80,
            "title": "نص خلفية الجوال",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "caption": {
              "default": "",
              "maxLength": 300,
              "title": "التعليق",
              "type": "string"
            },
            "category": {
              "default": "",
              "description": "The category the picture belongs to (pictures with the same text form one category). Empty: only under all pictures.",
              "maxLength": 60,
              "title": "الفئة",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            }
          },
          "required": [
            "image"
          ],
          "type": "object"
        },
        "maxItems": 40,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-gallery-categories": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "close_button": {
            "additionalProperties": false,
            "default": {},
            "description": "Where closing the categories goes; an empty link shows no close button.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "زر الإغلاق",
            "type": "object"
          },
          "gallery_name": {
            "default": "",
            "maxLength": 120,
            "title": "اسم المعرض",
            "type": "string"
          },
          "has_fb_button": {
            "default": true,
            "title": "زر المشاركة على فيسبوك",
            "type": "boolean"
          },
          "has_tw_button": {
            "default": true,
            "title": "زر المشاركة على إكس (تويتر)",
            "type": "boolean"
          },
          "header_tag": {
            "default": 2,
            "description": "The level of the gallery's name.",
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "images_label": {
            "default": "{count} صورة",
            "description": "Not a catalogue field: written on a card with its images_quantity; {count} is replaced by the number.",
            "maxLength": 80,
            "title": "نص عدد الصور",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "share_fb_label": {
            "default": "شارك على فيسبوك",
            "description": "Not a catalogue field: the Facebook share button's text.",
            "maxLength": 80,
            "title": "نص مشاركة فيسبوك",
            "type": "string"
          },
          "share_tw_label": {
            "default": "شارك على إكس",
            "description": "Not a catalogue field: the X (Twitter) share button's text.",
            "maxLength": 80,
            "title": "نص مشاركة إكس",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "category_name": {
              "maxLength": 80,
              "minLength": 1,
              "title": "اسم الفئة",
              "type": "string"
            },
            "gallery_url": {
              "default": "",
              "description": "The page of this category's gallery (a site path such as /models/defender/gallery, or an https address).",
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "رابط المعرض",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "images_quantity": {
              "default": 0,
              "description": "Shown on the card as '12 صورة'. 0: not shown.",
              "maximum": 9999,
              "minimum": 0,
              "title": "عدد الصور",
              "type": "integer"
            }
          },
          "required": [
            "category_name"
          ],
          "type": "object"
        },
        "maxItems": 4,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-hero-slider": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "dark-theme"
            ],
            "title": "لون صندوق النص"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "has_banner": {
            "default": true,
            "description": "On: each slide's text sits in a coloured box (box_color) over the picture from 741px up. Off: the text sits in a band below the picture at every width. Decided here: the catalogue names the switch only.",
            "title": "صندوق النص فوق الصورة",
            "type": "boolean"
          },
          "has_mobile_video": {
            "default": false,
            "description": "Phones (below 741px) play each slide's video_mobile instead of video_desktop; a slide without video_mobile shows its picture on phones.",
            "title": "فيديو مخصص للجوال",
            "type": "boolean"
          },
          "has_mxo": {
            "default": false,
            "description": "Asks the personalisation service which slide to show first (runtime/core/personalisation.ts). The local provider answers nothing, so the editor's order stays; a real one would call the MXO interaction API.",
            "title": "تخصيص المحتوى (MXO)",
            "type": "boolean"
          },
          "has_timer": {
            "default": false,
            "description": "Shows the time left of the current slide as a bar in the controls box (only while the slides advance by themselves).",
            "title": "مؤقت الشريحة",
            "type": "boolean"
          },
          "has_touch_devices_slides_limit": {
            "default": false,
            "description": "'Allow 4 slides on mobile': on phones (below 741px) only the first 4 slides are shown; larger screens show every slide.",
            "title": "السماح بأربع شرائح على الجوال",
            "type": "boolean"
          },
          "has_wide_ratio": {
            "default": false,
            "description": "From 741px up, slides show their wide picture (rdx-image-wide, 1600x650) and take the wide ratio; phones keep 16:9.",
            "title": "نسبة عرض عريضة",
            "type": "boolean"
          },
          "is_autoplay": {
            "default": true,
            "description": "The slides advance by themselves (every slide_duration ms) and background videos play muted. Off: the visitor moves the slides.",
            "title": "تشغيل تلقائي",
            "type": "boolean"
          },
          "is_ffi": {
            "default": false,
            "description": "Full-frame image: from 741px up the slides fill the window's height (less the header) instead of a fixed ratio; the picture is cropped around its centre. Decided here: the catalogue names the switch only.",
            "title": "ملء الشاشة (FFI)",
            "type": "boolean"
          },
          "offer_key": {
            "default": "",
            "description": "The offer these slides advertise (an offer's key in the offers feed); passed to personalisation and written on the block for analytics.",
            "maxLength": 120,
            "pattern": "^[A-Za-z0-9_.-]*$",
            "title": "مفتاح العرض",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "slide_duration": {
            "default": "6000",
            "description": "Milliseconds each slide shows before the next; held as a string as in the catalogue. 1000–60000.",
            "pattern": "^([1-9][0-9]{3}|[1-5][0-9]{4}|60000)$",
            "title": "مدة الشريحة (ملّي ثانية)",
            "type": "string"
          },
          "timer_box_color": {
            "default": "dark-theme",
            "description": "Colour of the box holding the timer, the slide buttons and pause/play.",
            "enum": [
              "white-theme",
              "light-theme",
              "dark-theme"
            ],
            "title": "لون صندوق المؤقت"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "video_controls_color": {
            "default": "light-theme",
            "description": "The catalogue's video controls colour: dark-theme draws the play/pause of video slides dark, light-theme light.",
            "enum": [
              "dark-theme",
              "light-theme"
            ],
            "title": "لون أزرار الفيديو"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "description": {
              "default": "",
              "description": "HTML, sanitised.",
              "maxLength": 5000,
              "title": "الوصف",
              "type": "string"
            },
            "info": {
              "default": "",
              "description": "The slide's headline (HTML, sanitised like every HTML field).",
              "maxLength": 2000,
              "title": "العنوان",
              "type": "string"
            },
            "price": {
              "default": "",
              "description": "HTML, sanitised.",
              "maxLength": 1000,
              "title": "السعر",
              "type": "string"
            },
            "rdx-fallback-links": {
              "default": [],
              "description": "Shown instead of rdx-link when it is empty or its dynamic-content rule hides it. At most 2.",
              "items": {
                "additionalProperties": false,
                "default": {},
                "description": "The catalogue's Link / CTA value (catalogue §3.5).",
                "properties": {
                  "dc_strategy": {
                    "additionalProperties": false,
                    "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                    "properties": {
                      "key": {
                        "default": "",
                        "type": "string"
                      },
                      "value": {
                        "default": "",
                        "type": "string"
                      }
                    },
                    "title": "DcStrategy",
                    "type": "object"
                  },
                  "form_layout": {
                    "default": "",
                    "enum": [
                      "",
                      "double_column"
                    ]
                  },
                  "hidden_fields": {
                    "additionalProperties": {
                      "type": "string"
                    },
                    "default": {},
                    "description": "Hidden form field name -> value, sent with a form link.",
                    "type": "object"
                  },
                  "icon": {
                    "default": "",
                    "type": "string"
                  },
                  "link_text": {
                    "default": "",
                    "maxLength": 200,
                    "type": "string"
                  },
                  "rdx_forms_form_id": {
                    "default": "",
                    "type": "string"
                  },
                  "size": {
                    "default": "medium",
                    "enum": [
                      "medium",
                      "small"
                    ]
                  },
                  "target": {
                    "default": "_self",
                    "enum": [
                      "_self",
                      "_blank"
                    ]
                  },
                  "theme": {
                    "default": "",
                    "type": "string"
                  },
                  "type": {
                    "default": "internal",
                    "enum": [
                      "internal",
                      "external",
                      "form",
                      "file"
                    ]
                  },
                  "ui_type": {
                    "default": "primary",
                    "enum": [
                      "primary",
                      "secondary",
                      "tertiary"
                    ]
                  },
                  "url": {
                    "default": "",
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "type": "string"
                  }
                },
                "title": "Link",
                "type": "object"
              },
              "maxItems": 2,
              "title": "روابط بديلة",
              "type": "array"
            },
            "rdx-image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "rdx-image-wide": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "Shown from 741px up when has_wide_ratio is on. Left as the default image, the slide's picture is used, cropped to the wide ratio. Its alternative text is the picture's.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة العريضة",
              "type": "object"
            },
            "rdx-link": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الرابط",
              "type": "object"
            },
            "slide_duration_limit": {
              "default": "",
              "description": "This slide's own time in ms instead of slide_duration; empty: slide_duration.",
              "pattern": "^$|^([1-9][0-9]{3}|[1-5][0-9]{4}|60000)$",
              "title": "مدة هذه الشريحة (ملّي ثانية)",
              "type": "string"
            },
            "video-styles": {
              "additionalProperties": false,
              "default": {},
              "description": "How the video sits in the slide. The catalogue held this as a JSON string; here a structured value.",
              "properties": {
                "background": {
                  "default": "",
                  "description": "Colour behind a contained video (#rgb or #rrggbb); empty: the slide's.",
                  "pattern": "^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6})?$",
                  "type": "string"
                },
                "fit": {
                  "default": "cover",
                  "description": "cover fills the slide and crops; contain shows the whole video with bands.",
                  "enum": [
                    "cover",
                    "contain"
                  ]
                },
                "focus_x": {
                  "default": 50,
                  "description": "Horizontal focal point in percent from the video's left edge, kept in view when cropped.",
                  "maximum": 100,
                  "minimum": 0,
                  "type": "number"
                },
                "focus_y": {
                  "default": 50,
                  "description": "Vertical focal point in percent from the top edge.",
                  "maximum": 100,
                  "minimum": 0,
                  "type": "number"
                },
                "zoom": {
                  "default": 1,
                  "description": "Scale of the video inside the slide (1 = as fitted).",
                  "maximum": 3,
                  "minimum": 1,
                  "type": "number"
                }
              },
              "title": "تنسيق الفيديو",
              "type": "object"
            },
            "video-styles-wide": {
              "additionalProperties": false,
              "default": {},
              "description": "video-styles for the wide ratio (has_wide_ratio, 741px up). The catalogue held this as a JSON string; here a structured value.",
              "properties": {
                "background": {
                  "default": "",
                  "description": "Colour behind a contained video (#rgb or #rrggbb); empty: the slide's.",
                  "pattern": "^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6})?$",
                  "type": "string"
                },
                "fit": {
                  "default": "cover",
                  "description": "cover fills the slide and crops; contain shows the whole video with bands.",
                  "enum": [
                    "cover",
                    "contain"
                  ]
                },
                "focus_x": {
                  "default": 50,
                  "description": "Horizontal focal point in percent from the video's left edge, kept in view when cropped.",
                  "maximum": 100,
                  "minimum": 0,
                  "type": "number"
                },
                "focus_y": {
                  "default": 50,
                  "description": "Vertical focal point in percent from the top edge.",
                  "maximum": 100,
                  "minimum": 0,
                  "type": "number"
                },
                "zoom": {
                  "default": 1,
                  "description": "Scale of the video inside the slide (1 = as fitted).",
                  "maximum": 3,
                  "minimum": 1,
                  "type": "number"
                }
              },
              "title": "تنسيق الفيديو العريض",
              "type": "object"
            },
            "video_bg": {
              "default": "",
              "description": "A YouTube address (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…). Played through youtube-nocookie.com, only once the visitor consented to third-party content and only when the slide is shown.",
              "maxLength": 300,
              "pattern": "^$|^https://(www\\.|m\\.)?(youtube\\.com/(watch\\?v=|embed/|shorts/)|youtube-nocookie\\.com/embed/|youtu\\.be/)[A-Za-z0-9_-]{6,20}([?&#][^\\s]*)?$",
              "title": "رابط فيديو يوتيوب",
              "type": "string"
            },
            "video_desktop": {
              "default": "",
              "description": "A native video file (MP4/WebM on this site or https) for the slide; plays in place of the YouTube video when both are set.",
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "فيديو (ملف) للشاشات الكبيرة",
              "type": "string"
            },
            "video_mobile": {
              "default": "",
              "description": "The native video phones play when has_mobile_video is on.",
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "فيديو (ملف) للجوال",
              "type": "string"
            },
            "video_type": {
              "default": "video",
              "description": "video: a play button over the picture starts the video with its controls. video_background: the video plays muted and looped behind the text (when is_autoplay is on and the visitor does not prefer reduced motion), with a pause button.",
              "enum": [
                "video",
                "video_background"
              ],
              "title": "نوع الفيديو"
            }
          },
          "type": "object"
        },
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-hero-title-banner": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "is_reversed": {
            "default": false,
            "description": "The text box sits at the inline end instead of the inline start (left instead of right in Arabic).",
            "title": "صندوق النص في الجهة الأخرى",
            "type": "boolean"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-buttons": {
            "default": [],
            "items": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "Link",
              "type": "object"
            },
            "maxItems": 2,
            "title": "الأزرار",
            "type": "array"
          },
          "rdx-image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الصورة",
            "type": "object"
          },
          "rdx-image-mobile": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "Portrait picture shown below 741px. Optional: left as the catalogue's default image (24735, i.e. never picked), phones show the main picture. Its alternative text is the main picture's (one <picture>, one alt).",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "صورة الجوال",
            "type": "object"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "vertical_alignment": {
            "default": "center",
            "enum": [
              "center",
              "top",
              "bottom"
            ],
            "title": "المحاذاة العمودية"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-hero-title-banner-tall": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "has_timer": {
            "default": false,
            "description": "Shows a countdown (days, hours, minutes) to the end of the offer period running now (offer_schedule: 23:59:59 of its end day, in the visitor's clock). Without an offer_schedule nothing is shown.",
            "title": "مؤقت العرض",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "is_reversed": {
            "default": false,
            "description": "The text box sits at the inline end instead of the inline start (left instead of right in Arabic).",
            "title": "صندوق النص في الجهة الأخرى",
            "type": "boolean"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-buttons": {
            "default": [],
            "items": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "Link",
              "type": "object"
            },
            "maxItems": 2,
            "title": "الأزرار",
            "type": "array"
          },
          "rdx-image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الصورة",
            "type": "object"
          },
          "rdx-image-mobile": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "Portrait picture (9:16) shown below 741px, from the catalogue's tall sizes. Optional: left as the default image (24735), phones show the main picture cropped to the tall frame. Its alternative text is the main picture's.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "صورة الجوال",
            "type": "object"
          },
          "timer_label": {
            "default": "ينتهي العرض خلال",
            "maxLength": 80,
            "title": "نص المؤقت",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "vertical_alignment": {
            "default": "center",
            "enum": [
              "center",
              "top",
              "bottom"
            ],
            "title": "المحاذاة العمودية"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-hotspots-container": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "hotspots": {
            "allOf": [
              {
                "maxItems": 20
              }
            ],
            "default": [],
            "description": "Where the hotspots sit on the picture and which group's card each opens. A hotspot whose group does not exist is not drawn.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "group": {
                  "description": "1-based index of the group whose card the hotspot opens.",
                  "maximum": 20,
                  "minimum": 1,
                  "type": "integer"
                },
                "label": {
                  "description": "Accessible name of the hotspot button.",
                  "maxLength": 120,
                  "minLength": 1,
                  "type": "string"
                },
                "x": {
                  "description": "Percent from the picture's left edge.",
                  "maximum": 100,
                  "minimum": 0,
                  "type": "number"
                },
                "y": {
                  "description": "Percent from the picture's top edge.",
                  "maximum": 100,
                  "minimum": 0,
                  "type": "number"
                }
              },
              "required": [
                "x",
                "y",
                "group",
                "label"
              ],
              "type": "object"
            },
            "title": "النقاط التفاعلية",
            "type": "array"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الصورة",
            "type": "object"
          },
          "side_box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "dark-theme"
            ],
            "title": "لون البطاقة"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "heading": {
              "default": "",
              "maxLength": 200,
              "title": "العنوان",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "text": {
              "default": "",
              "maxLength": 2000,
              "title": "النص",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 20,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-house-of-brands": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "enable_animation": {
            "default": false,
            "description": "On: each brand's animation video plays (muted, looped, with a pause button) and the panels fade in; never for visitors who prefer reduced motion.",
            "title": "تفعيل الحركة",
            "type": "boolean"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "layout_variant": {
            "default": "single-cta",
            "description": "single-cta: one button per brand; dual-cta: the secondary button as well.",
            "enum": [
              "single-cta",
              "dual-cta"
            ],
            "title": "تخطيط الأزرار"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "animation_video": {
              "default": "",
              "description": "A short native video (mp4) played muted in a loop over the picture when enable_animation is on; empty: the picture only.",
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "فيديو الحركة",
              "type": "string"
            },
            "bg-image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة الخلفية",
              "type": "object"
            },
            "brand": {
              "default": "range-rover",
              "enum": [
                "range-rover",
                "defender",
                "discovery"
              ],
              "title": "العلامة"
            },
            "button": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الزر",
              "type": "object"
            },
            "secondary_button": {
              "additionalProperties": false,
              "default": {},
              "description": "Shown only with layout_variant dual-cta.",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الزر الثانوي",
              "type": "object"
            }
          },
          "type": "object"
        },
        "maxItems": 3,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-html-box": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "dir": {
            "default": "rtl",
            "description": "Direction of the HTML content (the heading follows the page).",
            "enum": [
              "rtl",
              "ltr"
            ],
            "title": "اتجاه النص"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "html": {
            "default": "",
            "description": "Kept and rendered exactly as written, scripts included: a capability of administrators, never sanitised.",
            "maxLength": 100000,
            "title": "شيفرة HTML",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-icons-timeline": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "dark-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "modelHeadline": {
            "default": "الطراز",
            "description": "The caption over the models of the rail.",
            "maxLength": 60,
            "title": "عنوان عمود الطراز",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "title": {
            "default": "",
            "maxLength": 200,
            "title": "العنوان",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "yearHeadline": {
            "default": "السنة",
            "description": "The caption over the years of the rail.",
            "maxLength": 60,
            "title": "عنوان عمود السنة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "button": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الزر",
              "type": "object"
            },
            "heading": {
              "default": "",
              "maxLength": 200,
              "title": "العنوان",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "The stage's picture; the year is written over it.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة مع السنة",
              "type": "object"
            },
            "model": {
              "default": "",
              "maxLength": 80,
              "title": "الطراز",
              "type": "string"
            },
            "small_image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "The icon's small picture on the rail.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة الصغيرة",
              "type": "object"
            },
            "year": {
              "maxLength": 20,
              "minLength": 1,
              "title": "السنة",
              "type": "string"
            }
          },
          "required": [
            "year"
          ],
          "type": "object"
        },
        "maxItems": 20,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-immersive-hero": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "buttons_placement": {
            "default": "inline",
            "description": "inline: buttons side by side; row: each button on its own line, full width of the text box.",
            "enum": [
              "inline",
              "row"
            ],
            "title": "ترتيب الأزرار"
          },
          "content_placement": {
            "default": "middle",
            "description": "middle centres the text. left-top, left-middle and left-bottom put it at the inline start (right in Arabic, left in English) at the top, middle or bottom: the catalogue's 'left' is read as the side text starts on.",
            "enum": [
              "middle",
              "left-top",
              "left-middle",
              "left-bottom"
            ],
            "title": "موضع المحتوى"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "has_mxo": {
            "default": false,
            "description": "Asks the personalisation service which slide to show first (runtime/core/personalisation.ts); the local provider answers nothing.",
            "title": "تخصيص المحتوى (MXO)",
            "type": "boolean"
          },
          "has_mxo_layout": {
            "default": false,
            "description": "Lets the personalisation service choose content_placement; the local provider answers nothing, so the editor's placement stays.",
            "title": "تخصيص موضع المحتوى (MXO)",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "is_autoplay": {
            "default": true,
            "description": "Slides advance every video_time ms and videos play muted by themselves; a pause button stops both.",
            "title": "تشغيل تلقائي",
            "type": "boolean"
          },
          "is_overlay": {
            "default": false,
            "description": "A dark gradient over the picture and video so white text stays readable.",
            "title": "تظليل فوق الصورة",
            "type": "boolean"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "scroll-to": {
            "default": "",
            "description": "Label of the button at the bottom that scrolls to the next block; empty: no button.",
            "maxLength": 60,
            "title": "نص زر التمرير",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "video_time": {
            "default": 5000,
            "description": "Milliseconds each slide shows before the next when is_autoplay is on. 1000–60000.",
            "maximum": 60000,
            "minimum": 1000,
            "title": "مدة الشريحة (ملّي ثانية)",
            "type": "integer"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "disclaimer": {
              "default": "",
              "description": "Small print under the buttons (HTML, sanitised).",
              "maxLength": 3000,
              "title": "إخلاء المسؤولية",
              "type": "string"
            },
            "has_mobile_image": {
              "default": false,
              "description": "Phones (below 741px) show rdx-image-mobile instead of the fallback picture.",
              "title": "صورة مخصصة للجوال",
              "type": "boolean"
            },
            "heading": {
              "default": "",
              "maxLength": 300,
              "title": "العنوان",
              "type": "string"
            },
            "native_video": {
              "default": "",
              "description": "Native video file (MP4/WebM) for 741px up, played muted over the fallback picture.",
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "فيديو الشاشات الكبيرة",
              "type": "string"
            },
            "native_video_mobile": {
              "default": "",
              "description": "Editor rule (§5.5): must be filled, or videos do not appear on phones (below 741px): they show the picture instead.",
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "فيديو الجوال",
              "type": "string"
            },
            "paragraph": {
              "default": "",
              "maxLength": 5000,
              "title": "الفقرة",
              "type": "string"
            },
            "price": {
              "default": "",
              "description": "HTML, sanitised.",
              "maxLength": 1000,
              "title": "السعر",
              "type": "string"
            },
            "rdx-buttons": {
              "default": [],
              "items": {
                "additionalProperties": false,
                "default": {},
                "description": "The catalogue's Link / CTA value (catalogue §3.5).",
                "properties": {
                  "dc_strategy": {
                    "additionalProperties": false,
                    "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                    "properties": {
                      "key": {
                        "default": "",
                        "type": "string"
                      },
                      "value": {
                        "default": "",
                        "type": "string"
                      }
                    },
                    "title": "DcStrategy",
                    "type": "object"
                  },
                  "form_layout": {
                    "default": "",
                    "enum": [
                      "",
                      "double_column"
                    ]
                  },
                  "hidden_fields": {
                    "additionalProperties": {
                      "type": "string"
                    },
                    "default": {},
                    "description": "Hidden form field name -> value, sent with a form link.",
                    "type": "object"
                  },
                  "icon": {
                    "default": "",
                    "type": "string"
                  },
                  "link_text": {
                    "default": "",
                    "maxLength": 200,
                    "type": "string"
                  },
                  "rdx_forms_form_id": {
                    "default": "",
                    "type": "string"
                  },
                  "size": {
                    "default": "medium",
                    "enum": [
                      "medium",
                      "small"
                    ]
                  },
                  "target": {
                    "default": "_self",
                    "enum": [
                      "_self",
                      "_blank"
                    ]
                  },
                  "theme": {
                    "default": "",
                    "type": "string"
                  },
                  "type": {
                    "default": "internal",
                    "enum": [
                      "internal",
                      "external",
                      "form",
                      "file"
                    ]
                  },
                  "ui_type": {
                    "default": "primary",
                    "enum": [
                      "primary",
                      "secondary",
                      "tertiary"
                    ]
                  },
                  "url": {
                    "default": "",
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "type": "string"
                  }
                },
                "title": "Link",
                "type": "object"
              },
              "maxItems": 2,
              "title": "الأزرار",
              "type": "array"
            },
            "rdx-image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "The fallback picture: shown while the video loads, when it cannot play, on phones without native_video_mobile, and for visitors who prefer reduced motion.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة البديلة",
              "type": "object"
            },
            "rdx-image-mobile": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "Portrait picture for phones when has_mobile_image is on; its alternative text is the fallback picture's.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة الجوال",
              "type": "object"
            },
            "slide-icon": {
              "default": "",
              "description": "Shown in the slide's button under the hero (with the heading as its name).",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "أيقونة الشريحة"
            }
          },
          "type": "object"
        },
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-in-page-navigation": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "button": {
            "additionalProperties": false,
            "default": {},
            "description": "A primary CTA at the end of the bar.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "الزر",
            "type": "object"
          },
          "goTopShort": {
            "default": "للأعلى",
            "description": "Label of the go-to-top link (TOP).",
            "maxLength": 40,
            "title": "نص رابط العودة للأعلى",
            "type": "string"
          },
          "link": {
            "additionalProperties": false,
            "default": {},
            "description": "Shown at the end of the bar.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "الرابط",
            "type": "object"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "block_scroll_id": {
              "description": "The scroll id (block_scroll_id) of the block this item goes to, or component-N for the N-th block of the page. Named like the field it points at since x-version 2 (was blockId).",
              "maxLength": 80,
              "minLength": 1,
              "pattern": "^[A-Za-z0-9_-]+$",
              "title": "معرّف القسم",
              "type": "string"
            },
            "label": {
              "maxLength": 60,
              "minLength": 1,
              "title": "النص",
              "type": "string"
            }
          },
          "required": [
            "label",
            "block_scroll_id"
          ],
          "type": "object"
        },
        "maxItems": 10,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-infotainment-system-selector": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "back_button_label": {
            "default": "تغيير السيارة",
            "maxLength": 60,
            "minLength": 1,
            "title": "نص زر الرجوع",
            "type": "string"
          },
          "back_icon": {
            "default": "arrow-start",
            "description": "An icon of the lrdx theme's icon set; empty means no icon.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "أيقونة زر الرجوع"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "button_label": {
            "default": "اعرض لي",
            "maxLength": 60,
            "minLength": 1,
            "title": "نص زر العرض",
            "type": "string"
          },
          "dropdown_default": {
            "default": "اختر من القائمة",
            "maxLength": 120,
            "title": "الخيار الافتراضي للقائمة",
            "type": "string"
          },
          "dropdown_label": {
            "default": "اختر سيارتك",
            "maxLength": 120,
            "minLength": 1,
            "title": "عنوان القائمة المنسدلة",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "modal_text": {
            "default": "اختر سيارتك لعرض التحديثات والإرشادات الخاصة بنظامها.",
            "maxLength": 500,
            "title": "النص الإرشادي",
            "type": "string"
          },
          "modal_title": {
            "default": "تحديثات نظام المعلومات والترفيه",
            "description": "The selector's heading above the dropdown.",
            "maxLength": 150,
            "title": "العنوان",
            "type": "string"
          },
          "model_title": {
            "default": "سيارتك {selectedOption}",
            "description": "Shown once an option is chosen; {selectedOption} is replaced by the option's label and must be kept (002 §5.5).",
            "maxLength": 200,
            "pattern": "\\{selectedOption\\}",
            "title": "عنوان السيارة المختارة",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "blocks_count": {
              "default": 1,
              "description": "How many of the blocks that follow this block on the page belong to this option (counted as Section Tabs counts them, runtime/core/tab-panels.ts).",
              "maximum": 50,
              "minimum": 0,
              "title": "عدد الكتل التالية",
              "type": "integer"
            },
            "option_label": {
              "maxLength": 120,
              "minLength": 1,
              "title": "نص الخيار",
              "type": "string"
            }
          },
          "required": [
            "option_label"
          ],
          "type": "object"
        },
        "maxItems": 30,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-inspired-collection": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "image_1": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "The collage's large picture (16:9).",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة الرئيسية",
              "type": "object"
            },
            "image_2": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة الثانية",
              "type": "object"
            },
            "image_3": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة الثالثة",
              "type": "object"
            },
            "image_4": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة الرابعة",
              "type": "object"
            },
            "modal_bottom_button": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "زر أسفل النافذة",
              "type": "object"
            },
            "modal_bottom_image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A last wide picture at the bottom of the dialog; left as the catalogue's default image (24735, never picked), none is shown.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة أسفل النافذة",
              "type": "object"
            },
            "modal_btn_label": {
              "default": "",
              "description": "The button under the collage that opens the collection's dialog. Empty: the page language's own 'Discover the collection'.",
              "maxLength": 60,
              "title": "نص زر فتح النافذة",
              "type": "string"
            },
            "modal_content_table": {
              "default": "",
              "description": "HTML (usually a table: item, material, price) shown under the pictures; sanitised like every editor HTML field.",
              "maxLength": 20000,
              "title": "جدول محتوى النافذة",
              "type": "string"
            },
            "modal_heading": {
              "default": "",
              "description": "The dialog's title; also the collection's title under its collage.",
              "maxLength": 200,
              "title": "عنوان النافذة",
              "type": "string"
            },
            "modal_image_rows": {
              "allOf": [
                {
                  "maxItems": 12
                }
              ],
              "default": [],
              "description": "The dialog's pictures in rows (the catalogue held this imageRows list as a JSON string; here it is a structured value). Each row holds up to three pictures; each picture is a media-library id, a width (full, two-three or one-three of the row) and a description shown as its caption and read as its alternative text. A row wider than full wraps.",
              "items": {
                "allOf": [
                  {
                    "maxItems": 3
                  }
                ],
                "items": {
                  "additionalProperties": false,
                  "properties": {
                    "description": {
                      "default": "",
                      "description": "Caption under the picture, also its alternative text.",
                      "maxLength": 300,
                      "type": "string"
                    },
                    "id": {
                      "description": "Media-library image id.",
                      "maximum": 2147483647,
                      "minimum": 1,
                      "type": "integer"
                    },
                    "width": {
                      "description": "How much of the row the picture takes: all of it, two thirds or one third.",
                      "enum": [
                        "full",
                        "two-three",
                        "one-three"
                      ]
                    }
                  },
                  "required": [
                    "id",
                    "width"
                  ],
                  "type": "object"
                },
                "minItems": 1,
                "type": "array"
              },
              "title": "صفوف صور النافذة",
              "type": "array"
            },
            "modal_paragraph": {
              "default": "",
              "maxLength": 5000,
              "title": "فقرة النافذة",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 4,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-interior-360": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "clickToInteract": {
            "default": "انقر للتجوّل داخل المقصورة",
            "description": "The label of the button that enters the interactive mode, on screens with a mouse.",
            "maxLength": 60,
            "title": "نص «انقر للتفاعل»",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "exit": {
            "default": "خروج",
            "maxLength": 40,
            "title": "نص «خروج»",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "icon": {
            "default": "steering-wheel",
            "description": "Drawn beside the 'click to interact' label.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "أيقونة زر التفاعل"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "preset-interior": {
            "default": "l663-110-interior",
            "description": "The media library's interior sequence (its preset code): one 4:1 panorama of the whole cabin, the dashboard in its middle (runtime/core/view360-sequences.ts).",
            "enum": [
              "l663-110-interior"
            ],
            "title": "البانوراما الداخلية"
          },
          "resetToDash": {
            "default": "العودة إلى لوحة القيادة",
            "maxLength": 60,
            "title": "نص «العودة إلى لوحة القيادة»",
            "type": "string"
          },
          "touchToInteract": {
            "default": "المس للتجوّل داخل المقصورة",
            "description": "The same label on touch screens.",
            "maxLength": 60,
            "title": "نص «المس للتفاعل»",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-l-460-bev": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "back-button-label": {
            "default": "رجوع",
            "maxLength": 80,
            "title": "نص زر الرجوع",
            "type": "string"
          },
          "block-8-title": {
            "default": "إتمام الحجز",
            "description": "block-8-title: the checkout step's title.",
            "maxLength": 200,
            "title": "عنوان خطوة الدفع",
            "type": "string"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "checkbox-disclaimer": {
            "default": "<p>رسوم الحجز قابلة للاسترداد بالكامل إذا ألغيت حجزك. بالضغط على زر الدفع توافق على معالجة بياناتك لإتمام الحجز.</p>",
            "maxLength": 20000,
            "title": "إخلاء المسؤولية تحت مربع الموافقة",
            "type": "string"
          },
          "checkbox-label": {
            "default": "أوافق على الشروط والأحكام",
            "maxLength": 300,
            "title": "نص مربع الموافقة على الشروط",
            "type": "string"
          },
          "error-heading": {
            "default": "حدث خطأ",
            "maxLength": 200,
            "title": "عنوان صفحة الخطأ",
            "type": "string"
          },
          "error-paragraph": {
            "default": "تعذّر عرض حجزك الآن.",
            "maxLength": 3000,
            "title": "فقرة صفحة الخطأ",
            "type": "string"
          },
          "error-secondary-paragraph": {
            "default": "يرجى المحاولة بعد قليل، أو التواصل معنا إن استمرت المشكلة.",
            "maxLength": 3000,
            "title": "الفقرة الثانوية لصفحة الخطأ",
            "type": "string"
          },
          "heading": {
            "default": "تفاصيل الطلب",
            "maxLength": 200,
            "title": "عنوان الدفع",
            "type": "string"
          },
          "no-vehicles-heading": {
            "default": "لا توجد سيارات متاحة",
            "maxLength": 200,
            "title": "عنوان صفحة «لا توجد سيارات»",
            "type": "string"
          },
          "no-vehicles-text": {
            "default": "جميع السيارات المخصصة للحجز المسبق محجوزة الآن. يرجى المعاودة لاحقاً.",
            "maxLength": 3000,
            "title": "نص صفحة «لا توجد سيارات»",
            "type": "string"
          },
          "order-details-locked-info": {
            "default": "السيارة محجوزة لك حتى الساعة {{ soft_lock_time }}. إذا انتهى الوقت فسيُلغى حجزك، لكن يمكنك إعادة محاولة الحجز إن كانت السيارة لا تزال متاحة.",
            "description": "{{ soft_lock_time }} is replaced by the time the vehicle is held until (hour and minute, the site's time zone).",
            "maxLength": 3000,
            "title": "تنبيه حجز السيارة المؤقت",
            "type": "string"
          },
          "order-details-reservation-fee-info": {
            "default": "رسوم الحجز",
            "maxLength": 200,
            "title": "نص رسوم الحجز",
            "type": "string"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "راجع تفاصيل حجزك وادفع رسوم الحجز لتأكيده.",
            "maxLength": 3000,
            "title": "فقرة الدفع",
            "type": "string"
          },
          "payment-expired-button-label": {
            "default": "ابدأ من جديد",
            "maxLength": 80,
            "title": "نص زر «انتهت صلاحية الدفع»",
            "type": "string"
          },
          "payment-expired-heading": {
            "default": "انتهت صلاحية الحجز",
            "maxLength": 200,
            "title": "عنوان «انتهت صلاحية الدفع»",
            "type": "string"
          },
          "payment-expired-text": {
            "default": "انتهت صلاحية حجزك الذي كان بانتظار الدفع، ولم يُخصم أي مبلغ.",
            "maxLength": 3000,
            "title": "نص «انتهت صلاحية الدفع»",
            "type": "string"
          },
          "payment-provider-error-message": {
            "default": "رسالة الخطأ:",
            "description": "Followed by the payment provider's own message.",
            "maxLength": 120,
            "title": "نص رسالة خطأ الدفع",
            "type": "string"
          },
          "payment-provider-error-paragraph": {
            "default": "عذراً، حدث خطأ. يرجى المحاولة مرة أخرى أو تحديث الصفحة.",
            "maxLength": 3000,
            "title": "فقرة خطأ الدفع",
            "type": "string"
          },
          "payment-provider-error-title": {
            "default": "حدث خطأ ما",
            "maxLength": 200,
            "title": "عنوان خطأ الدفع",
            "type": "string"
          },
          "payment-provider-locale": {
            "default": "en",
            "description": "The card form's language at the payment provider (Stripe locale, e.g. en, ar, auto).",
            "maxLength": 5,
            "pattern": "^(auto|[a-z]{2}(-[A-Z]{2})?)$",
            "title": "لغة مزوّد الدفع",
            "type": "string"
          },
          "price-currency-symbol": {
            "default": "$",
            "description": "Shown before the reservation fee at checkout.",
            "maxLength": 10,
            "title": "رمز العملة",
            "type": "string"
          },
          "reservation-made-heading": {
            "default": "تم حجز سيارتك",
            "maxLength": 200,
            "title": "عنوان صفحة «تم الحجز»",
            "type": "string"
          },
          "reservation-made-text": {
            "default": "دفعت رسوم الحجز وأصبحت السيارة محجوزة باسمك. سنتواصل معك بشأن الخطوات التالية.",
            "maxLength": 3000,
            "title": "نص صفحة «تم الحجز»",
            "type": "string"
          },
          "soft-lock-expired-button-label": {
            "default": "أعد المحاولة",
            "maxLength": 80,
            "title": "نص زر «انتهت مهلة الحجز»",
            "type": "string"
          },
          "soft-lock-expired-heading": {
            "default": "انتهت مهلة الحجز",
            "maxLength": 200,
            "title": "عنوان «انتهت مهلة الحجز»",
            "type": "string"
          },
          "soft-lock-expired-text": {
            "default": "انتهى الوقت المخصص للدفع وأُفرج عن السيارة. يمكنك إعادة محاولة الحجز إن كانت لا تزال متاحة.",
            "maxLength": 3000,
            "title": "نص «انتهت مهلة الحجز»",
            "type": "string"
          },
          "submit-button-label": {
            "default": "ادفع رسوم الحجز",
            "maxLength": 80,
            "title": "نص زر الدفع",
            "type": "string"
          },
          "tabs-label": {
            "default": "معلومات الحجز",
            "description": "The tab list's accessible name (read by screen readers).",
            "maxLength": 120,
            "title": "اسم مجموعة التبويبات",
            "type": "string"
          },
          "thank-you-heading": {
            "default": "شكراً لك",
            "maxLength": 200,
            "title": "عنوان صفحة الشكر",
            "type": "string"
          },
          "thank-you-text": {
            "default": "استلمنا رسوم الحجز وتأكد حجزك. أرسلنا التفاصيل إلى بريدك الإلكتروني.",
            "maxLength": 3000,
            "title": "نص صفحة الشكر",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "unavailable-heading": {
            "default": "الصفحة غير متاحة",
            "maxLength": 200,
            "title": "عنوان «الصفحة غير متاحة»",
            "type": "string"
          },
          "unavailable-text": {
            "default": "الحجز المسبق غير متاح الآن.",
            "maxLength": 3000,
            "title": "نص «الصفحة غير متاحة»",
            "type": "string"
          },
          "vehicle-button-label": {
            "default": "احجز الآن",
            "maxLength": 80,
            "title": "نص زر الحجز",
            "type": "string"
          },
          "vehicle-image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "Left as the default picture, the programme vehicle's own picture shows.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "صورة السيارة",
            "type": "object"
          },
          "vehicle-text": {
            "default": "نخصص لك سيارة من مخصصات البرنامج ونحجزها باسمك بعد إدخال بياناتك والتحقق من رقم هاتفك.",
            "maxLength": 3000,
            "title": "نص كتلة السيارة",
            "type": "string"
          },
          "vehicle-title": {
            "default": "سيارتك",
            "maxLength": 200,
            "title": "عنوان كتلة السيارة",
            "type": "string"
          },
          "welcome-image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "The landing's welcome picture.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "صورة الترحيب",
            "type": "object"
          },
          "welcome-text": {
            "default": "كن من أوائل من يقودون رينج روفر الكهربائية بالكامل. احجز سيارتك اليوم مقابل رسوم حجز قابلة للاسترداد.",
            "maxLength": 3000,
            "title": "نص الترحيب",
            "type": "string"
          },
          "welcome-title": {
            "default": "احجز رينج روفر الكهربائية",
            "maxLength": 200,
            "title": "عنوان الترحيب",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "tab-body": {
              "default": "",
              "maxLength": 20000,
              "title": "محتوى التبويب",
              "type": "string"
            },
            "tab-title": {
              "maxLength": 120,
              "minLength": 1,
              "title": "عنوان التبويب",
              "type": "string"
            }
          },
          "required": [
            "tab-title"
          ],
          "type": "object"
        },
        "maxItems": 10,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-l-460-bev-cancel": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "awaiting-cancellation-heading": {
            "default": "الإلغاء قيد المعالجة",
            "maxLength": 200,
            "title": "عنوان «الإلغاء قيد المعالجة»",
            "type": "string"
          },
          "awaiting-cancellation-text": {
            "default": "طلبت إلغاء هذا الحجز، ونعمل على إعادة رسوم الحجز إليك.",
            "maxLength": 3000,
            "title": "نص «الإلغاء قيد المعالجة»",
            "type": "string"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "cancelled-heading": {
            "default": "تم إلغاء الحجز",
            "maxLength": 200,
            "title": "عنوان «تم الإلغاء»",
            "type": "string"
          },
          "cancelled-text": {
            "default": "أُلغي هذا الحجز وأُعيدت رسوم الحجز.",
            "maxLength": 3000,
            "title": "نص «تم الإلغاء»",
            "type": "string"
          },
          "error-heading": {
            "default": "حدث خطأ",
            "maxLength": 200,
            "title": "عنوان صفحة الخطأ",
            "type": "string"
          },
          "error-paragraph": {
            "default": "تعذّر عرض حجزك الآن.",
            "maxLength": 3000,
            "title": "فقرة صفحة الخطأ",
            "type": "string"
          },
          "error-secondary-paragraph": {
            "default": "يرجى المحاولة بعد قليل، أو التواصل معنا إن استمرت المشكلة.",
            "maxLength": 3000,
            "title": "الفقرة الثانوية لصفحة الخطأ",
            "type": "string"
          },
          "landing-button-label": {
            "default": "إلغاء الحجز",
            "maxLength": 80,
            "title": "نص زر الإلغاء",
            "type": "string"
          },
          "landing-heading": {
            "default": "إلغاء الحجز",
            "maxLength": 200,
            "title": "عنوان صفحة الإلغاء",
            "type": "string"
          },
          "landing-paragraph": {
            "default": "لإلغاء حجزك واسترداد رسوم الحجز، تحقّق من رقم الهاتف الذي حجزت به ثم اضغط زر الإلغاء.",
            "maxLength": 3000,
            "title": "فقرة صفحة الإلغاء",
            "type": "string"
          },
          "modal-heading": {
            "default": "هل تريد إلغاء حجزك؟",
            "maxLength": 200,
            "title": "عنوان نافذة التأكيد",
            "type": "string"
          },
          "modal-primary-button-label": {
            "default": "نعم، ألغِ الحجز",
            "maxLength": 80,
            "title": "نص الزر الأساسي في النافذة",
            "type": "string"
          },
          "modal-secondary-button-label": {
            "default": "لا، احتفظ بالحجز",
            "maxLength": 80,
            "title": "نص الزر الثانوي في النافذة",
            "type": "string"
          },
          "modal-text": {
            "default": "سيُلغى حجزك وتصبح السيارة متاحة لغيرك، ولا يمكن التراجع عن ذلك.",
            "maxLength": 3000,
            "title": "نص نافذة التأكيد",
            "type": "string"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paid-lead-cancel-only-heading": {
            "default": "لا يمكن إلغاء هذا الحجز",
            "maxLength": 200,
            "title": "عنوان «إلغاء الحجوزات المدفوعة فقط»",
            "type": "string"
          },
          "paid-lead-cancel-only-text": {
            "default": "يمكن إلغاء الحجوزات المدفوعة فقط. لم تُدفع رسوم هذا الحجز، فلا حاجة إلى إلغائه.",
            "maxLength": 3000,
            "title": "نص «إلغاء الحجوزات المدفوعة فقط»",
            "type": "string"
          },
          "thank-you-heading": {
            "default": "استلمنا طلب الإلغاء",
            "maxLength": 200,
            "title": "عنوان صفحة التأكيد",
            "type": "string"
          },
          "thank-you-text": {
            "default": "أُلغي حجزك وستُعاد رسوم الحجز إلى بطاقتك. أرسلنا تأكيداً إلى بريدك الإلكتروني.",
            "maxLength": 3000,
            "title": "نص صفحة التأكيد",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "unavailable-heading": {
            "default": "الصفحة غير متاحة",
            "maxLength": 200,
            "title": "عنوان «الصفحة غير متاحة»",
            "type": "string"
          },
          "unavailable-text": {
            "default": "لم نعثر على هذا الحجز. تأكد من فتح الرابط كما وصلك في البريد الإلكتروني.",
            "maxLength": 3000,
            "title": "نص «الصفحة غير متاحة»",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-local-vin-checker": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "button_text": {
            "default": "Check",
            "maxLength": 60,
            "title": "نص زر الفحص",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "invalid_text": {
            "default": "Please enter a valid 17-character VIN.",
            "description": "Shown under the field when the VIN is empty or malformed (its length, letters or check digit), before anything is asked of the server.",
            "maxLength": 200,
            "title": "رسالة رقم الهيكل غير الصحيح",
            "type": "string"
          },
          "label_text": {
            "default": "VIN",
            "maxLength": 120,
            "title": "عنوان حقل رقم الهيكل",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "response_negative": {
            "default": "Your vehicle is NOT the affected vehicle.",
            "maxLength": 400,
            "title": "الرد السلبي",
            "type": "string"
          },
          "response_positive": {
            "default": "Your vehicle is affected. Please contact the service centre on {phone} to book a parts replacement.",
            "description": "Shown when the VIN is in the list of affected vehicles (002 §8); {phone} is replaced by service_phone as a tel: link.",
            "maxLength": 400,
            "title": "الرد الإيجابي",
            "type": "string"
          },
          "section_class": {
            "default": "",
            "description": "The section's theme (the catalogue's section_class).",
            "enum": [
              "",
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون القسم"
          },
          "section_height": {
            "default": "auto",
            "description": "The section's least height: as its content, half or the whole of the screen's height.",
            "enum": [
              "auto",
              "half",
              "full"
            ],
            "title": "ارتفاع القسم"
          },
          "section_paragraph": {
            "default": "Enter your VIN to find out whether your vehicle is affected.",
            "maxLength": 600,
            "title": "الفقرة",
            "type": "string"
          },
          "section_title": {
            "default": "Check your vehicle",
            "maxLength": 150,
            "title": "العنوان",
            "type": "string"
          },
          "service_phone": {
            "default": "",
            "description": "The service centre's phone number for {phone} in response_positive (international format).",
            "maxLength": 40,
            "pattern": "^[+0-9 ()-]*$",
            "title": "هاتف مركز الخدمة",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-map-update": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "breadCrumb_1": {
            "default": "Find your vehicle",
            "maxLength": 60,
            "title": "الخطوة 1 في مسار الخطوات",
            "type": "string"
          },
          "breadCrumb_2": {
            "default": "Choose & download maps",
            "maxLength": 60,
            "title": "الخطوة 2 في مسار الخطوات",
            "type": "string"
          },
          "breadCrumb_3": {
            "default": "Copy to USB",
            "maxLength": 60,
            "title": "الخطوة 3 في مسار الخطوات",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "main_title": {
            "default": "Map update",
            "maxLength": 150,
            "title": "العنوان الرئيسي",
            "type": "string"
          },
          "map_download_url": {
            "default": "",
            "description": "Where the map package is downloaded from: the block's own field (002 §7 does not show the map download call). The VIN is added as the vin query parameter so a maker's portal can serve the vehicle's region; a site path (a file of the media library) or an http(s) address.",
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "رابط ملف الخرائط",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "step_1_box_1_icon": {
            "default": "",
            "description": "An icon of the lrdx theme's icon set; empty means no icon.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "أيقونة المربع الأول"
          },
          "step_1_box_1_text": {
            "default": "",
            "description": "An information box of step 1; a box without text is not shown (up to four).",
            "maxLength": 300,
            "title": "نص المربع الأول",
            "type": "string"
          },
          "step_1_box_1_tooltip": {
            "default": "",
            "description": "More about the box, shown by its info button (a toggletip: on click, focus and hover).",
            "maxLength": 300,
            "title": "تلميح المربع الأول",
            "type": "string"
          },
          "step_1_box_2_icon": {
            "default": "",
            "description": "An icon of the lrdx theme's icon set; empty means no icon.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "أيقونة المربع الثاني"
          },
          "step_1_box_2_text": {
            "default": "",
            "description": "An information box of step 1; a box without text is not shown (up to four).",
            "maxLength": 300,
            "title": "نص المربع الثاني",
            "type": "string"
          },
          "step_1_box_2_tooltip": {
            "default": "",
            "description": "More about the box, shown by its info button (a toggletip: on click, focus and hover).",
            "maxLength": 300,
            "title": "تلميح المربع الثاني",
            "type": "string"
          },
          "step_1_box_3_icon": {
            "default": "",
            "description": "An icon of the lrdx theme's icon set; empty means no icon.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "أيقونة المربع الثالث"
          },
          "step_1_box_3_text": {
            "default": "",
            "description": "An information box of step 1; a box without text is not shown (up to four).",
            "maxLength": 300,
            "title": "نص المربع الثالث",
            "type": "string"
          },
          "step_1_box_3_tooltip": {
            "default": "",
            "description": "More about the box, shown by its info button (a toggletip: on click, focus and hover).",
            "maxLength": 300,
            "title": "تلميح المربع الثالث",
            "type": "string"
          },
          "step_1_box_4_icon": {
            "default": "",
            "description": "An icon of the lrdx theme's icon set; empty means no icon.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "أيقونة المربع الرابع"
          },
          "step_1_box_4_text": {
            "default": "",
            "description": "An information box of step 1; a box without text is not shown (up to four).",
            "maxLength": 300,
            "title": "نص المربع الرابع",
            "type": "string"
          },
          "step_1_box_4_tooltip": {
            "default": "",
            "description": "More about the box, shown by its info button (a toggletip: on click, focus and hover).",
            "maxLength": 300,
            "title": "تلميح المربع الرابع",
            "type": "string"
          },
          "step_1_button_label": {
            "default": "Submit",
            "maxLength": 60,
            "title": "نص زر المتابعة",
            "type": "string"
          },
          "step_1_error_text": {
            "default": "VIN not recognised. Please check you have entered your VIN correctly or try again later.",
            "description": "Shown under the VIN field when the VIN is malformed (its check digit, length or letters) or the server does not recognise it (002 §5.1, §8); the wizard stays on step 1.",
            "maxLength": 300,
            "title": "رسالة رقم الهيكل غير المعروف",
            "type": "string"
          },
          "step_1_footer_text": {
            "default": "Need help? Your retailer can update your maps for you.",
            "maxLength": 300,
            "title": "نص التذييل",
            "type": "string"
          },
          "step_1_input_label": {
            "default": "Enter your VIN",
            "maxLength": 120,
            "title": "عنوان حقل رقم الهيكل",
            "type": "string"
          },
          "step_1_required_text": {
            "default": "Please enter your VIN.",
            "description": "Shown under the VIN field when it is submitted empty (002 §5.1: the VIN is required).",
            "maxLength": 200,
            "title": "رسالة رقم الهيكل المطلوب",
            "type": "string"
          },
          "step_1_retailer_link_text": {
            "default": "Find a retailer",
            "description": "The text of the footer's retailer link (not in the catalogue's list; its url is step_1_retailer_link_url).",
            "maxLength": 80,
            "title": "نص رابط الوكيل",
            "type": "string"
          },
          "step_1_retailer_link_url": {
            "default": "/retailer-locator",
            "description": "The retailer locator the footer links to (a site path or an http(s) address); no url, no link.",
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "رابط الوكيل",
            "type": "string"
          },
          "step_1_title": {
            "default": "Before you start",
            "description": "The heading of step 1 above its information boxes.",
            "maxLength": 150,
            "title": "عنوان الخطوة 1",
            "type": "string"
          },
          "step_2_download_latest": {
            "default": "Download the latest app",
            "maxLength": 80,
            "title": "نص رابط التطبيق",
            "type": "string"
          },
          "step_2_download_latest_url": {
            "default": "",
            "description": "Where the maker's map updater app is downloaded (opened in a new tab); no url, no link.",
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "رابط التطبيق",
            "type": "string"
          },
          "step_2_download_maps": {
            "default": "DOWNLOAD MAPS",
            "maxLength": 60,
            "title": "نص زر تنزيل الخرائط",
            "type": "string"
          },
          "step_2_terms_checkbox_text": {
            "default": "I have read and agree with the",
            "maxLength": 200,
            "title": "نص خانة الموافقة",
            "type": "string"
          },
          "step_2_terms_link_text": {
            "default": "terms and conditions",
            "description": "The terms link's text after step_2_terms_checkbox_text (not in the catalogue's list).",
            "maxLength": 80,
            "title": "نص رابط الشروط",
            "type": "string"
          },
          "step_2_terms_link_url": {
            "default": "/terms-conditions",
            "description": "The terms the visitor agrees to, opened in a new tab.",
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "رابط الشروط",
            "type": "string"
          },
          "step_2_terms_required_text": {
            "default": "Tick the box to agree to the terms before you download.",
            "description": "Said beside DOWNLOAD MAPS while the terms box is not ticked (the button is disabled until it is; 002 §5.1).",
            "maxLength": 200,
            "title": "رسالة الموافقة المطلوبة",
            "type": "string"
          },
          "step_2_vehicle_change": {
            "default": "Change vehicle",
            "maxLength": 80,
            "title": "نص رابط تغيير المركبة",
            "type": "string"
          },
          "step_2_vin_text": {
            "default": "Your VIN",
            "maxLength": 80,
            "title": "عنوان رقم الهيكل في الخطوة 2",
            "type": "string"
          },
          "step_3_download_link_text": {
            "default": "download again?",
            "description": "Starts the same download again; the wizard stays on step 3 (002 §4.2).",
            "maxLength": 80,
            "title": "نص رابط إعادة التنزيل",
            "type": "string"
          },
          "step_3_main_text": {
            "default": "",
            "maxLength": 500,
            "title": "نص الخطوة 3",
            "type": "string"
          },
          "step_3_main_title": {
            "default": "DOWNLOAD SUCCESSFUL?",
            "maxLength": 150,
            "title": "عنوان الخطوة 3",
            "type": "string"
          },
          "step_3_paragraph_1": {
            "default": "",
            "maxLength": 600,
            "title": "الفقرة 1 للخطوة 3",
            "type": "string"
          },
          "step_3_paragraph_2": {
            "default": "",
            "maxLength": 600,
            "title": "الفقرة 2 للخطوة 3",
            "type": "string"
          },
          "step_3_paragraph_3": {
            "default": "",
            "maxLength": 600,
            "title": "الفقرة 3 للخطوة 3",
            "type": "string"
          },
          "step_3_retailer_link_text": {
            "default": "FIND A RETAILER",
            "maxLength": 80,
            "title": "نص رابط الوكيل في الخطوة 3",
            "type": "string"
          },
          "step_3_retailer_link_url": {
            "default": "/retailer-locator",
            "description": "The retailer locator of step 3; no url, no link.",
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "رابط الوكيل في الخطوة 3",
            "type": "string"
          },
          "step_3_subtitle": {
            "default": "",
            "maxLength": 150,
            "title": "العنوان الفرعي للخطوة 3",
            "type": "string"
          },
          "step_3_vehicle_update_text": {
            "default": "UPDATE NEW VEHICLE",
            "description": "Back to step 1 with an empty VIN field (002 §4.2).",
            "maxLength": 80,
            "title": "نص زر مركبة جديدة",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-masonry": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "disable_autoplay": {
            "default": false,
            "title": "إيقاف التشغيل التلقائي",
            "type": "boolean"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "image_1": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الصورة 1",
            "type": "object"
          },
          "image_2": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الصورة 2",
            "type": "object"
          },
          "image_3": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الصورة 3",
            "type": "object"
          },
          "image_video_placeholder": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "صورة الفيديو الافتراضية",
            "type": "object"
          },
          "img_video_grid": {
            "default": "video-top",
            "enum": [
              "video-top",
              "video-bottom"
            ],
            "title": "موضع الفيديو"
          },
          "native_video": {
            "default": "",
            "description": "A native video file URL (MP4). Empty: the placeholder picture takes the video's place.",
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "رابط الفيديو (MP4)",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "pause_label": {
            "default": "إيقاف الفيديو مؤقتاً",
            "maxLength": 40,
            "title": "نص زر الإيقاف",
            "type": "string"
          },
          "play_label": {
            "default": "تشغيل الفيديو",
            "maxLength": 40,
            "title": "نص زر التشغيل",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "video_ui_theme": {
            "default": "light",
            "enum": [
              "light",
              "dark"
            ],
            "title": "سمة أزرار الفيديو"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "required": [],
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-model-summary-filters": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "engines_label": {
            "default": "المحرّكات",
            "description": "The heading of the engines list in the summary.",
            "maxLength": 60,
            "title": "عنوان المحرّكات",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "model": {
            "default": "",
            "description": "A nameplate (000 §9 codes, lower case: l460, l663…): only its catalogue models are offered. Empty: every model of the catalogue.",
            "maxLength": 32,
            "pattern": "^([a-z0-9][a-z0-9_-]{0,31})?$",
            "title": "الطراز",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "price_from_label": {
            "default": "يبدأ من",
            "description": "Written before the model's price from in its summary.",
            "maxLength": 60,
            "title": "نص السعر الابتدائي",
            "type": "string"
          },
          "selectBodystyle": {
            "default": "اختر نوع الهيكل",
            "maxLength": 60,
            "title": "نص قائمة نوع الهيكل",
            "type": "string"
          },
          "selectModel": {
            "default": "اختر الطراز",
            "maxLength": 60,
            "title": "نص قائمة الطراز",
            "type": "string"
          },
          "submit": {
            "default": "عرض ملخص الطراز",
            "maxLength": 60,
            "title": "نص زر الإرسال",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "link": {
              "additionalProperties": false,
              "default": {},
              "description": "Offered in the summary of every model of the nameplate; its text is the button's label.",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "رابط صفحة الطراز",
              "type": "object"
            },
            "nameplate": {
              "description": "The nameplate whose models' summaries offer this link.",
              "maxLength": 32,
              "pattern": "^[a-z0-9][a-z0-9_-]{0,31}$",
              "title": "الطراز",
              "type": "string"
            }
          },
          "required": [
            "nameplate"
          ],
          "type": "object"
        },
        "maxItems": 20,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-models-carousel-manual": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "models-label": {
            "default": "الطرازات",
            "description": "The label over the row of nameplates that chooses the slide; it also names the carousel for screen readers.",
            "maxLength": 80,
            "title": "عنوان قائمة الطرازات",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "spec_consumption_label": {
            "default": "استهلاك الوقود",
            "description": "Not a catalogue field: the heading of the Consumption column.",
            "maxLength": 80,
            "title": "عنوان عمود الاستهلاك",
            "type": "string"
          },
          "spec_engine_label": {
            "default": "المحرك",
            "description": "Not a catalogue field: the heading of the Engine column.",
            "maxLength": 80,
            "title": "عنوان عمود المحرك",
            "type": "string"
          },
          "spec_lease_label": {
            "default": "التأجير",
            "description": "Not a catalogue field: the heading of the Lease column.",
            "maxLength": 80,
            "title": "عنوان عمود التأجير",
            "type": "string"
          },
          "spec_name_label": {
            "default": "الفئة",
            "description": "Not a catalogue field: the heading of the specification tables' Name column.",
            "maxLength": 80,
            "title": "عنوان عمود الفئة",
            "type": "string"
          },
          "spec_price_label": {
            "default": "السعر",
            "description": "Not a catalogue field: the heading of the Price column.",
            "maxLength": 80,
            "title": "عنوان عمود السعر",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "nameplate": {
              "maxLength": 80,
              "minLength": 1,
              "title": "اسم الطراز",
              "type": "string"
            },
            "specs": {
              "allOf": [
                {
                  "maxItems": 6
                }
              ],
              "default": [],
              "description": "The model's specification tables: each has a name (its caption, e.g. a model year or a body) and rows of Name, Engine, Consumption, Price and Lease. The catalogue held this as a JSON string; it is stored as structured JSON here. At most 6 tables of 20 rows.",
              "items": {
                "additionalProperties": false,
                "properties": {
                  "name": {
                    "description": "The table's caption.",
                    "maxLength": 120,
                    "minLength": 1,
                    "type": "string"
                  },
                  "table": {
                    "allOf": [
                      {
                        "maxItems": 20
                      }
                    ],
                    "items": {
                      "additionalProperties": false,
                      "properties": {
                        "Consumption": {
                          "default": "",
                          "maxLength": 120,
                          "type": "string"
                        },
                        "Engine": {
                          "default": "",
                          "maxLength": 120,
                          "type": "string"
                        },
                        "Lease": {
                          "default": "",
                          "maxLength": 120,
                          "type": "string"
                        },
                        "Name": {
                          "description": "The version (trim) the row describes.",
                          "maxLength": 120,
                          "minLength": 1,
                          "type": "string"
                        },
                        "Price": {
                          "default": "",
                          "maxLength": 120,
                          "type": "string"
                        }
                      },
                      "required": [
                        "Name"
                      ],
                      "type": "object"
                    },
                    "type": "array"
                  }
                },
                "required": [
                  "name",
                  "table"
                ],
                "type": "object"
              },
              "title": "جداول المواصفات",
              "type": "array"
            },
            "transparent-image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "The car cut out on a transparent background (PNG), drawn over the picture. Left as the default image: none.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة السيارة المفرّغة",
              "type": "object"
            }
          },
          "required": [
            "nameplate"
          ],
          "type": "object"
        },
        "maxItems": 20,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-models-specifications": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "close_collapse_label": {
            "default": "عرض أقل",
            "maxLength": 80,
            "title": "نص زر عرض أقل",
            "type": "string"
          },
          "engine_dropdown_label": {
            "default": "المحرك",
            "maxLength": 80,
            "title": "عنوان قائمة المحركات",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "is_toggle": {
            "default": false,
            "description": "On: the list starts with its first 3 cards and a button shows the rest.",
            "title": "طيّ القائمة",
            "type": "boolean"
          },
          "kf_acc_label": {
            "default": "المواصفات الرئيسية",
            "description": "Heading of a card's specification tables.",
            "maxLength": 80,
            "title": "عنوان المواصفات الرئيسية",
            "type": "string"
          },
          "main-button": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "الزر الرئيسي",
            "type": "object"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "open_collapse_label": {
            "default": "عرض كل الطرازات",
            "maxLength": 80,
            "title": "نص زر عرض الكل",
            "type": "string"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "rtg_icon_1": {
            "default": "",
            "description": "An icon of the lrdx theme's icon set; empty means no icon.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "أيقونة الخطوة التالية 1"
          },
          "rtg_icon_2": {
            "default": "",
            "description": "An icon of the lrdx theme's icon set; empty means no icon.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "أيقونة الخطوة التالية 2"
          },
          "rtg_link_1": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "رابط الخطوة التالية 1",
            "type": "object"
          },
          "rtg_link_2": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "رابط الخطوة التالية 2",
            "type": "object"
          },
          "rtg_paragraph_1": {
            "default": "",
            "maxLength": 300,
            "title": "نص الخطوة التالية 1",
            "type": "string"
          },
          "rtg_paragraph_2": {
            "default": "",
            "maxLength": 300,
            "title": "نص الخطوة التالية 2",
            "type": "string"
          },
          "std_acc_label": {
            "default": "الأرقام للطراز بالتجهيزات القياسية.",
            "description": "The note under a card's specification tables.",
            "maxLength": 200,
            "title": "ملاحظة المواصفات القياسية",
            "type": "string"
          },
          "toggle_label": {
            "default": "اكتشف جميع الطرازات",
            "maxLength": 80,
            "title": "نص شريط الطيّ",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "accordion_schema": {
              "additionalProperties": false,
              "default": {
                "content": [
                  {
                    "specs": [
                      {
                        "key": "top_speed",
                        "label": "السرعة القصوى"
                      },
                      {
                        "key": "acceleration",
                        "label": "التسارع من 0 إلى 100 كم/س"
                      }
                    ],
                    "title": "الأداء"
                  },
                  {
                    "specs": [
                      {
                        "key": "combined_wltp_consumption_teh",
                        "label": "استهلاك الوقود المركّب (WLTP)"
                      },
                      {
                        "key": "emission",
                        "label": "انبعاثات ثاني أكسيد الكربون"
                      },
                      {
                        "key": "tank",
                        "label": "سعة خزان الوقود"
                      }
                    ],
                    "title": "الكفاءة"
                  }
                ],
                "type": "table"
              },
              "description": "The card's specification: sections, each a title and its specs (a label, empty for the site's own, and a spec key: top_speed, acceleration, combined_wltp_consumption_teh, emission, tank, power…).",
              "properties": {
                "content": {
                  "allOf": [
                    {
                      "maxItems": 10
                    }
                  ],
                  "default": [],
                  "items": {
                    "additionalProperties": false,
                    "properties": {
                      "specs": {
                        "allOf": [
                          {
                            "maxItems": 30
                          }
                        ],
                        "default": [],
                        "items": {
                          "additionalProperties": false,
                          "properties": {
                            "key": {
                              "pattern": "^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$",
                              "title": "رمز المواصفة",
                              "type": "string"
                            },
                            "label": {
                              "maxLength": 120,
                              "title": "العنوان",
                              "type": "string"
                            }
                          },
                          "required": [
                            "label",
                            "key"
                          ],
                          "type": "object"
                        },
                        "title": "المواصفات",
                        "type": "array"
                      },
                      "title": {
                        "maxLength": 120,
                        "minLength": 1,
                        "title": "عنوان القسم",
                        "type": "string"
                      }
                    },
                    "required": [
                      "title",
                      "specs"
                    ],
                    "type": "object"
                  },
                  "title": "الأقسام",
                  "type": "array"
                },
                "type": {
                  "const": "table",
                  "default": "table",
                  "title": "النوع"
                }
              },
              "required": [
                "type",
                "content"
              ],
              "title": "جدول المواصفات",
              "type": "object"
            },
            "additional_specification_modal_button_label": {
              "default": "مواصفات إضافية",
              "maxLength": 80,
              "title": "نص زر المواصفات الإضافية",
              "type": "string"
            },
            "additional_specification_modal_content": {
              "default": "",
              "description": "Empty: no button and no dialog.",
              "maxLength": 20000,
              "title": "محتوى نافذة المواصفات الإضافية",
              "type": "string"
            },
            "button_label": {
              "default": "عرض المواصفات",
              "maxLength": 80,
              "title": "نص زر المواصفات",
              "type": "string"
            },
            "car_key": {
              "default": "",
              "description": "The model whose engines and figures the card shows: a catalogue model (l663_26my_x), a nameplate code (its newest model) or a key with a compare sheet.",
              "maxLength": 32,
              "pattern": "^([a-z0-9][a-z0-9_-]{0,31})?$",
              "title": "رمز الطراز",
              "type": "string"
            },
            "car_title": {
              "default": "",
              "maxLength": 120,
              "title": "اسم الطراز",
              "type": "string"
            },
            "electric_label": {
              "default": "كهربائي",
              "maxLength": 80,
              "title": "نص المحرك الكهربائي",
              "type": "string"
            },
            "hybrid_label": {
              "default": "هجين",
              "maxLength": 80,
              "title": "نص المحرك الهجين",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "is_disabled": {
              "default": false,
              "description": "On: the card is not shown (kept for later).",
              "title": "إخفاء البطاقة",
              "type": "boolean"
            },
            "petrol_label": {
              "default": "بنزين",
              "maxLength": 80,
              "title": "نص محرك الوقود",
              "type": "string"
            },
            "price": {
              "default": 0,
              "description": "In minor units of the site's currency (fils for AED: 40500000 is 405,000.00); 0 shows no price.",
              "maximum": 100000000000,
              "minimum": 0,
              "title": "السعر ابتداءً من (بالوحدة الصغرى للعملة)",
              "type": "integer"
            }
          },
          "type": "object"
        },
        "maxItems": 20,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-news": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "background_color": {
            "default": "white-theme",
            "description": "The block's background: one of the site's box themes.",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الخلفية"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "error_heading": {
            "default": "حدث خطأ ما",
            "maxLength": 200,
            "title": "عنوان الخطأ",
            "type": "string"
          },
          "error_message": {
            "default": "واجهتنا مشكلة تقنية. يرجى تحديث الصفحة والمحاولة مرة أخرى.",
            "maxLength": 500,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "description": "Optional: a heading over the list; empty shows none (the page's hero usually names it).",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "news_path": {
            "default": "news",
            "description": "Not a field of the catalogue: the page path whose news pages are listed (those under it: news lists news/…), written as page paths are (no language base, no slashes around). Empty: the news pages under the page that holds the block.",
            "maxLength": 300,
            "pattern": "^([\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+(/[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Mn}\\p{Nd}-]+)*)?$",
            "title": "مسار الأخبار",
            "type": "string"
          },
          "no_results_heading": {
            "default": "لا توجد نتائج",
            "maxLength": 200,
            "title": "عنوان عدم وجود نتائج",
            "type": "string"
          },
          "no_results_message": {
            "default": "لم نعثر على أي أخبار",
            "maxLength": 500,
            "title": "رسالة عدم وجود نتائج",
            "type": "string"
          },
          "pagination_text": {
            "default": "من %",
            "description": "Written after the current page number; % is the number of pages ('2 من 5'). A text with {{current}} and {{total}} is used as it is ('صفحة {{current}} من {{total}}').",
            "maxLength": 100,
            "title": "نص ترقيم الصفحات",
            "type": "string"
          },
          "quick_links_is_reversed": {
            "default": false,
            "description": "Puts the quick links on the other side of the list on wide screens (at the start side instead of the end side).",
            "title": "الروابط السريعة على الجانب الآخر",
            "type": "boolean"
          },
          "quick_links_mobile_label": {
            "default": "الخطوات التالية",
            "description": "The quick links' heading on phones (the catalogue's 'Next Steps').",
            "maxLength": 60,
            "title": "عنوان الروابط السريعة على الهاتف",
            "type": "string"
          },
          "read_more": {
            "default": "اقرأ المزيد",
            "maxLength": 60,
            "title": "نص «اقرأ المزيد»",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "rdx-link": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "رابط سريع",
              "type": "object"
            }
          },
          "type": "object"
        },
        "maxItems": 8,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-number-button-slider": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "has_icons": {
            "default": false,
            "description": "The hotspots are drawn as a plus icon instead of their slide's number.",
            "title": "أيقونات على النقاط التفاعلية",
            "type": "boolean"
          },
          "has_timer": {
            "default": false,
            "description": "The slides advance by themselves every 6000 ms, the current number button showing the time left; a pause / play button stops them. Off: the visitor changes slides.",
            "title": "مؤقّت الشرائح",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "hotspots": {
            "allOf": [
              {
                "maxItems": 12
              }
            ],
            "default": [],
            "description": "Where each hotspot sits on the hotspots picture and which slide it opens. The catalogue held this as a JSON string; here it is a list. A hotspot whose slide does not exist is not drawn.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "label": {
                  "description": "Accessible name of the hotspot button.",
                  "maxLength": 120,
                  "minLength": 1,
                  "type": "string"
                },
                "slide": {
                  "description": "1-based number of the slide (group) the hotspot opens.",
                  "maximum": 12,
                  "minimum": 1,
                  "type": "integer"
                },
                "x": {
                  "description": "Percent from the picture's left edge.",
                  "maximum": 100,
                  "minimum": 0,
                  "type": "number"
                },
                "y": {
                  "description": "Percent from the picture's top edge.",
                  "maximum": 100,
                  "minimum": 0,
                  "type": "number"
                }
              },
              "required": [
                "x",
                "y",
                "slide",
                "label"
              ],
              "type": "object"
            },
            "title": "النقاط التفاعلية",
            "type": "array"
          },
          "hotspots_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "The picture the hotspots sit on, above the carousel; shown only when hotspots has at least one hotspot.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "صورة النقاط التفاعلية",
            "type": "object"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "link_label": {
              "default": "",
              "description": "The words beside the slide's number on its button; without them the button reads only its number.",
              "maxLength": 60,
              "title": "نص الزر المرقّم",
              "type": "string"
            },
            "tagline": {
              "default": "",
              "description": "The line shown over the slide's picture.",
              "maxLength": 200,
              "title": "العبارة",
              "type": "string"
            }
          },
          "type": "object"
        },
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-offers-to-crm": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "brand_defender": {
            "default": false,
            "description": "The offer concerns Defender: defender is sent in the hidden field brands.",
            "title": "ديفندر",
            "type": "boolean"
          },
          "brand_discovery": {
            "default": false,
            "description": "The offer concerns Discovery: discovery is sent in the hidden field brands.",
            "title": "ديسكفري",
            "type": "boolean"
          },
          "brand_jaguar": {
            "default": false,
            "description": "The offer concerns Jaguar: jaguar is sent in the hidden field brands.",
            "title": "جاكوار",
            "type": "boolean"
          },
          "brand_range_rover": {
            "default": false,
            "description": "The offer concerns Range Rover: range-rover is sent in the hidden field brands.",
            "title": "رينج روفر",
            "type": "boolean"
          },
          "button_position": {
            "default": "right",
            "enum": [
              "left",
              "center",
              "right"
            ],
            "title": "موضع الزر"
          },
          "category": {
            "default": "",
            "description": "Sent to the CRM as the hidden field category, e.g. new-vehicles, service, certified-pre-owned.",
            "maxLength": 100,
            "pattern": "^[A-Za-z0-9 _.-]*$",
            "title": "فئة العرض",
            "type": "string"
          },
          "error_button_text": {
            "default": "حاول مرة أخرى",
            "description": "The link under the error text; it loads the page again.",
            "maxLength": 80,
            "title": "نص زر الخطأ",
            "type": "string"
          },
          "error_text": {
            "default": "تعذّر تحميل النموذج. يرجى المحاولة مرة أخرى.",
            "description": "Shown in place of the form when the forms service has no such public form.",
            "maxLength": 300,
            "title": "نص الخطأ",
            "type": "string"
          },
          "form_id": {
            "default": "1",
            "description": "The form of the forms service to show, by id (the editor lists the forms, GET /forms); its CRM integration sends the lead on.",
            "pattern": "^[1-9][0-9]{0,9}$",
            "title": "النموذج",
            "type": "string"
          },
          "form_subtile": {
            "default": "",
            "description": "The subtitle under the title (the catalogue spells the field form_subtile).",
            "maxLength": 2000,
            "title": "العنوان الفرعي للنموذج",
            "type": "string"
          },
          "form_title": {
            "default": "",
            "maxLength": 300,
            "title": "عنوان النموذج",
            "type": "string"
          },
          "has_two_columns": {
            "default": false,
            "description": "Lays the form's fields out in two columns from tablets up.",
            "title": "النموذج في عمودين",
            "type": "boolean"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-overseas-stock-locator": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "calculator_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "حاسبة الميزانية الشهرية",
            "type": "object"
          },
          "card_attributes": {
            "default": [
              "productionYear",
              "model",
              "mileage",
              "engines",
              "color",
              "drivetrain",
              "vin",
              "power",
              "capacity",
              "status",
              "state",
              "colorInterior"
            ],
            "description": "The vehicle attributes each card lists, in this order (001 §9 default). Allowed: productionYear, model, mileage, engines, color, drivetrain, vin, power, capacity, status, state, colorInterior, transmission, modelYear, batteryCapacity, numberOfSeats, version.",
            "items": {
              "anyOf": [
                {
                  "const": "productionYear",
                  "title": "سنة الصنع"
                },
                {
                  "const": "model",
                  "title": "الطراز"
                },
                {
                  "const": "mileage",
                  "title": "المسافة المقطوعة"
                },
                {
                  "const": "engines",
                  "title": "المحرك"
                },
                {
                  "const": "color",
                  "title": "اللون"
                },
                {
                  "const": "drivetrain",
                  "title": "نظام الدفع"
                },
                {
                  "const": "vin",
                  "title": "رقم الهيكل"
                },
                {
                  "const": "power",
                  "title": "القوة"
                },
                {
                  "const": "capacity",
                  "title": "سعة المحرك"
                },
                {
                  "const": "status",
                  "title": "حالة التوفر"
                },
                {
                  "const": "state",
                  "title": "الفئة"
                },
                {
                  "const": "colorInterior",
                  "title": "لون المقصورة"
                },
                {
                  "const": "transmission",
                  "title": "ناقل الحركة"
                },
                {
                  "const": "modelYear",
                  "title": "سنة الطراز"
                },
                {
                  "const": "batteryCapacity",
                  "title": "سعة البطارية"
                },
                {
                  "const": "numberOfSeats",
                  "title": "عدد المقاعد"
                },
                {
                  "const": "version",
                  "title": "الإصدار"
                }
              ]
            },
            "maxItems": 17,
            "title": "خصائص البطاقة",
            "type": "array",
            "uniqueItems": true
          },
          "card_icons": {
            "default": [
              "engines",
              "power",
              "color"
            ],
            "description": "The attributes shown with an icon on each card: at most 3, each one of productionYear, mileage, engines, power, color, drivetrain, transmission, capacity, state, batteryCapacity, numberOfSeats; otherwise the default (engines, power, color) is used.",
            "items": {
              "anyOf": [
                {
                  "const": "productionYear",
                  "title": "سنة الصنع"
                },
                {
                  "const": "mileage",
                  "title": "المسافة المقطوعة"
                },
                {
                  "const": "engines",
                  "title": "المحرك"
                },
                {
                  "const": "power",
                  "title": "القوة"
                },
                {
                  "const": "color",
                  "title": "اللون"
                },
                {
                  "const": "drivetrain",
                  "title": "نظام الدفع"
                },
                {
                  "const": "transmission",
                  "title": "ناقل الحركة"
                },
                {
                  "const": "capacity",
                  "title": "سعة المحرك"
                },
                {
                  "const": "state",
                  "title": "الفئة"
                },
                {
                  "const": "batteryCapacity",
                  "title": "سعة البطارية"
                },
                {
                  "const": "numberOfSeats",
                  "title": "عدد المقاعد"
                }
              ]
            },
            "maxItems": 3,
            "title": "أيقونات البطاقة",
            "type": "array",
            "uniqueItems": true
          },
          "cards_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "القائمة والبطاقات",
            "type": "object"
          },
          "ci_key_list": {
            "default": "default",
            "description": "The publication list the block reads (ci_key_list), by its name: GET /public_api/listing/{ci_key_list}.",
            "maxLength": 60,
            "pattern": "^[a-z0-9_-]{1,60}$",
            "title": "قائمة النشر",
            "type": "string"
          },
          "default_sort": {
            "default": "createdAtDesc",
            "enum": [
              "productionYearAsc",
              "productionYearDesc",
              "createdAtAsc",
              "createdAtDesc",
              "mileageAsc",
              "mileageDesc",
              "priceAsc",
              "priceDesc",
              "status"
            ],
            "title": "الترتيب الافتراضي"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "filter-brands": {
            "default": true,
            "title": "فلتر: العلامة",
            "type": "boolean"
          },
          "filter-colors": {
            "default": true,
            "title": "فلتر: اللون",
            "type": "boolean"
          },
          "filter-dealers": {
            "default": false,
            "title": "فلتر: الوكيل",
            "type": "boolean"
          },
          "filter-display_price": {
            "default": true,
            "title": "فلتر: السعر المعروض",
            "type": "boolean"
          },
          "filter-engine_types": {
            "default": true,
            "title": "فلتر: نوع المحرك",
            "type": "boolean"
          },
          "filter-financing_options": {
            "default": false,
            "title": "فلتر: خيارات التمويل",
            "type": "boolean"
          },
          "filter-mileage": {
            "default": true,
            "title": "فلتر: المسافة المقطوعة",
            "type": "boolean"
          },
          "filter-model_year": {
            "default": false,
            "title": "فلتر: سنة الطراز",
            "type": "boolean"
          },
          "filter-models": {
            "default": true,
            "title": "فلتر: الطراز",
            "type": "boolean"
          },
          "filter-msrp_price": {
            "default": false,
            "title": "فلتر: سعر التجزئة",
            "type": "boolean"
          },
          "filter-number_of_seats": {
            "default": false,
            "title": "فلتر: عدد المقاعد",
            "type": "boolean"
          },
          "filter-power": {
            "default": false,
            "title": "فلتر: القوة",
            "type": "boolean"
          },
          "filter-production_year": {
            "default": true,
            "title": "فلتر: سنة الصنع",
            "type": "boolean"
          },
          "filter-specific_colors": {
            "default": false,
            "title": "فلتر: اسم اللون",
            "type": "boolean"
          },
          "filter-states": {
            "default": true,
            "title": "فلتر: الفئة (جديدة، مستعملة…)",
            "type": "boolean"
          },
          "filter-statuses": {
            "default": false,
            "title": "فلتر: حالة التوفر",
            "type": "boolean"
          },
          "filter-transmissions": {
            "default": true,
            "title": "فلتر: ناقل الحركة",
            "type": "boolean"
          },
          "filters_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "الفلاتر",
            "type": "object"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "items_per_page": {
            "default": 12,
            "description": "Page size: 1 to 12 (001 §5).",
            "maximum": 12,
            "minimum": 1,
            "title": "عدد السيارات في الصفحة",
            "type": "integer"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "reset_button_theme": {
            "default": "primary",
            "description": "The theme of the reset button on the no-results page.",
            "enum": [
              "primary",
              "secondary",
              "tertiary"
            ],
            "title": "نمط زر إعادة الضبط"
          },
          "reverse_calculator": {
            "default": false,
            "description": "'Filter By Monthly Budget': the visitor enters a monthly budget and the list keeps the vehicles whose price that budget pays for (the price filter's upper bound from the rate, term and down payment below).",
            "title": "حاسبة الميزانية الشهرية",
            "type": "boolean"
          },
          "reverse_calculator_down_payment": {
            "default": 20,
            "maximum": 90,
            "minimum": 0,
            "title": "الدفعة الأولى (%)",
            "type": "number"
          },
          "reverse_calculator_error": {
            "default": "حدث خطأ ما، يرجى تحديث الصفحة والمحاولة مرة أخرى",
            "description": "Shown when the budget cannot be applied (default: 'Something went wrong, please refresh the page and try again').",
            "maxLength": 300,
            "title": "رسالة خطأ الحاسبة",
            "type": "string"
          },
          "reverse_calculator_rate": {
            "default": 3.99,
            "maximum": 50,
            "minimum": 0,
            "title": "نسبة الفائدة السنوية (%)",
            "type": "number"
          },
          "reverse_calculator_term": {
            "default": 60,
            "maximum": 120,
            "minimum": 6,
            "title": "مدة التمويل (أشهر)",
            "type": "integer"
          },
          "sl_key_brand": {
            "default": "",
            "description": "sl_key_brand: the brand the block is fixed to ('' for all). When set, the brand filter is off and every call carries filter[nameplate_brand_name_eq].",
            "enum": [
              "",
              "Land Rover",
              "Jaguar"
            ],
            "title": "العلامة المعروضة"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "vehicles": {
            "additionalProperties": false,
            "default": {
              "headline": "",
              "list": []
            },
            "description": "Vehicles shown above the list under their headline (the display_selected_vehicles feature of stock_locator.features): {headline, list: [{id, list?}]}, at most 12, each a vehicle id of the block's list (or of the list named).",
            "properties": {
              "headline": {
                "default": "",
                "maxLength": 200,
                "title": "عنوان السيارات المختارة",
                "type": "string"
              },
              "list": {
                "default": [],
                "items": {
                  "additionalProperties": false,
                  "properties": {
                    "id": {
                      "maximum": 2147483647,
                      "minimum": 1,
                      "title": "رقم السيارة",
                      "type": "integer"
                    },
                    "list": {
                      "pattern": "^[a-z0-9_-]{1,60}$",
                      "title": "قائمة النشر (اختياري)",
                      "type": "string"
                    }
                  },
                  "required": [
                    "id"
                  ],
                  "title": "سيارة",
                  "type": "object"
                },
                "maxItems": 12,
                "title": "السيارات",
                "type": "array"
              }
            },
            "title": "سيارات مختارة",
            "type": "object"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-parallax-image": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "image-ratio": {
            "default": "16-9",
            "enum": [
              "16-9",
              "16-6-5"
            ],
            "title": "نسبة الصورة"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "heading": {
              "default": "",
              "maxLength": 200,
              "title": "عنوان الصورة",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "paragraph": {
              "default": "",
              "maxLength": 1000,
              "title": "وصف الصورة",
              "type": "string"
            }
          },
          "required": [],
          "type": "object"
        },
        "maxItems": 40,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-powertrain-quiz": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "back_to_result_label": {
            "default": "العودة إلى النتيجة",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر العودة إلى النتيجة",
            "type": "string"
          },
          "benefits_label": {
            "default": "المزايا",
            "description": "The heading of every result's benefits: 'BENEFITS'.",
            "maxLength": 60,
            "minLength": 1,
            "title": "عنوان المزايا",
            "type": "string"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "diesel_business_benefits": {
            "default": "تكلفة وقود أقل في المسافات الطويلة\nمتانة للاستخدام اليومي المكثف\nقدرة على القطر والطرق الوعرة",
            "description": "One benefit a line, shown as a list under BENEFITS.",
            "maxLength": 2000,
            "title": "نتيجة الديزل الهجين الخفيف للشركات: المزايا",
            "type": "string"
          },
          "diesel_business_button": {
            "default": "اكتشف الطرازات",
            "description": "The label of the result's button to its link; empty: the link's own text.",
            "maxLength": 60,
            "title": "نتيجة الديزل الهجين الخفيف للشركات: نص الزر",
            "type": "string"
          },
          "diesel_business_description": {
            "default": "لسيارات شركتك التي تقطع مسافات طويلة كل يوم: ديزل هجين خفيف يجمع الاقتصاد في الوقود والقدرة على كل طريق.",
            "maxLength": 1000,
            "minLength": 1,
            "title": "نتيجة الديزل الهجين الخفيف للشركات: الوصف",
            "type": "string"
          },
          "diesel_business_disclaimer": {
            "default": "القيم تقديرية وتعتمد على طريقة القيادة والظروف والتجهيزات. استشر الموزع قبل الشراء.",
            "maxLength": 1000,
            "title": "نتيجة الديزل الهجين الخفيف للشركات: إخلاء المسؤولية",
            "type": "string"
          },
          "diesel_business_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "نتيجة الديزل الهجين الخفيف للشركات: الصورة",
            "type": "object"
          },
          "diesel_business_link": {
            "additionalProperties": false,
            "default": {},
            "description": "Where the result's button goes.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الديزل الهجين الخفيف للشركات: الرابط",
            "type": "object"
          },
          "diesel_business_name": {
            "default": "الديزل الهجين الخفيف للشركات",
            "description": "The recommended powertrain or model, shown under the title.",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الديزل الهجين الخفيف للشركات: الاسم",
            "type": "string"
          },
          "diesel_business_title": {
            "default": "ننصحك بـالديزل الهجين الخفيف",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الديزل الهجين الخفيف للشركات: العنوان",
            "type": "string"
          },
          "diesel_private_benefits": {
            "default": "استهلاك منخفض في المسافات الطويلة\nعزم كبير للقطر والرحلات المحمّلة\nمدى طويل بين محطات الوقود",
            "description": "One benefit a line, shown as a list under BENEFITS.",
            "maxLength": 2000,
            "title": "نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: المزايا",
            "type": "string"
          },
          "diesel_private_button": {
            "default": "اكتشف الطرازات",
            "description": "The label of the result's button to its link; empty: the link's own text.",
            "maxLength": 60,
            "title": "نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: نص الزر",
            "type": "string"
          },
          "diesel_private_description": {
            "default": "مسافاتك اليومية طويلة ورحلاتك بعيدة: محرك الديزل الهجين الخفيف يقطعها باستهلاك منخفض وعزم كبير.",
            "maxLength": 1000,
            "minLength": 1,
            "title": "نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: الوصف",
            "type": "string"
          },
          "diesel_private_disclaimer": {
            "default": "القيم تقديرية وتعتمد على طريقة القيادة والظروف والتجهيزات. استشر الموزع قبل الشراء.",
            "maxLength": 1000,
            "title": "نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: إخلاء المسؤولية",
            "type": "string"
          },
          "diesel_private_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: الصورة",
            "type": "object"
          },
          "diesel_private_link": {
            "additionalProperties": false,
            "default": {},
            "description": "Where the result's button goes.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: الرابط",
            "type": "object"
          },
          "diesel_private_name": {
            "default": "الديزل الهجين الخفيف للاستخدام الشخصي",
            "description": "The recommended powertrain or model, shown under the title.",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: الاسم",
            "type": "string"
          },
          "diesel_private_title": {
            "default": "ننصحك بـالديزل الهجين الخفيف",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الديزل الهجين الخفيف للاستخدام الشخصي: العنوان",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "next_label": {
            "default": "السؤال التالي",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر السؤال التالي",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "petrol_business_benefits": {
            "default": "تكلفة شراء أقل للأسطول\nلا حاجة إلى تركيب شواحن\nمرونة للمشاوير القصيرة والمتنوعة",
            "description": "One benefit a line, shown as a list under BENEFITS.",
            "maxLength": 2000,
            "title": "نتيجة البنزين الهجين الخفيف للشركات: المزايا",
            "type": "string"
          },
          "petrol_business_button": {
            "default": "اكتشف الطرازات",
            "description": "The label of the result's button to its link; empty: the link's own text.",
            "maxLength": 60,
            "title": "نتيجة البنزين الهجين الخفيف للشركات: نص الزر",
            "type": "string"
          },
          "petrol_business_description": {
            "default": "لسيارات الشركة في المشاوير القصيرة والمتنوعة: بنزين هجين خفيف بلا حاجة إلى بنية شحن.",
            "maxLength": 1000,
            "minLength": 1,
            "title": "نتيجة البنزين الهجين الخفيف للشركات: الوصف",
            "type": "string"
          },
          "petrol_business_disclaimer": {
            "default": "القيم تقديرية وتعتمد على طريقة القيادة والظروف والتجهيزات. استشر الموزع قبل الشراء.",
            "maxLength": 1000,
            "title": "نتيجة البنزين الهجين الخفيف للشركات: إخلاء المسؤولية",
            "type": "string"
          },
          "petrol_business_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "نتيجة البنزين الهجين الخفيف للشركات: الصورة",
            "type": "object"
          },
          "petrol_business_link": {
            "additionalProperties": false,
            "default": {},
            "description": "Where the result's button goes.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة البنزين الهجين الخفيف للشركات: الرابط",
            "type": "object"
          },
          "petrol_business_name": {
            "default": "البنزين الهجين الخفيف للشركات",
            "description": "The recommended powertrain or model, shown under the title.",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة البنزين الهجين الخفيف للشركات: الاسم",
            "type": "string"
          },
          "petrol_business_title": {
            "default": "ننصحك بـالبنزين الهجين الخفيف",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة البنزين الهجين الخفيف للشركات: العنوان",
            "type": "string"
          },
          "petrol_private_benefits": {
            "default": "قيادة سلسة وهادئة في المدينة\nلا حاجة إلى شاحن\nتزوّد سريع بالوقود في كل مكان",
            "description": "One benefit a line, shown as a list under BENEFITS.",
            "maxLength": 2000,
            "title": "نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: المزايا",
            "type": "string"
          },
          "petrol_private_button": {
            "default": "اكتشف الطرازات",
            "description": "The label of the result's button to its link; empty: the link's own text.",
            "maxLength": 60,
            "title": "نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: نص الزر",
            "type": "string"
          },
          "petrol_private_description": {
            "default": "قيادتك قصيرة أو متنوعة ولا تحتاج إلى الشحن: محرك البنزين الهجين الخفيف سلس وهادئ في المدينة.",
            "maxLength": 1000,
            "minLength": 1,
            "title": "نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: الوصف",
            "type": "string"
          },
          "petrol_private_disclaimer": {
            "default": "القيم تقديرية وتعتمد على طريقة القيادة والظروف والتجهيزات. استشر الموزع قبل الشراء.",
            "maxLength": 1000,
            "title": "نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: إخلاء المسؤولية",
            "type": "string"
          },
          "petrol_private_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: الصورة",
            "type": "object"
          },
          "petrol_private_link": {
            "additionalProperties": false,
            "default": {},
            "description": "Where the result's button goes.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: الرابط",
            "type": "object"
          },
          "petrol_private_name": {
            "default": "البنزين الهجين الخفيف للاستخدام الشخصي",
            "description": "The recommended powertrain or model, shown under the title.",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: الاسم",
            "type": "string"
          },
          "petrol_private_title": {
            "default": "ننصحك بـالبنزين الهجين الخفيف",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة البنزين الهجين الخفيف للاستخدام الشخصي: العنوان",
            "type": "string"
          },
          "phev_business_benefits": {
            "default": "تكلفة تشغيل أقل لكل كيلومتر\nانبعاثات أقل لتقارير الاستدامة في الشركة\nشحن في موقف العمل",
            "description": "One benefit a line, shown as a list under BENEFITS.",
            "maxLength": 2000,
            "title": "نتيجة الهجين القابل للشحن للشركات: المزايا",
            "type": "string"
          },
          "phev_business_button": {
            "default": "اكتشف الطرازات",
            "description": "The label of the result's button to its link; empty: the link's own text.",
            "maxLength": 60,
            "title": "نتيجة الهجين القابل للشحن للشركات: نص الزر",
            "type": "string"
          },
          "phev_business_description": {
            "default": "لأسطول شركتك: مشاوير العمل اليومية بالكهرباء من شاحن المكتب أو المنزل، ومرونة البنزين عند الحاجة.",
            "maxLength": 1000,
            "minLength": 1,
            "title": "نتيجة الهجين القابل للشحن للشركات: الوصف",
            "type": "string"
          },
          "phev_business_disclaimer": {
            "default": "القيم تقديرية وتعتمد على طريقة القيادة والظروف والتجهيزات. استشر الموزع قبل الشراء.",
            "maxLength": 1000,
            "title": "نتيجة الهجين القابل للشحن للشركات: إخلاء المسؤولية",
            "type": "string"
          },
          "phev_business_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "نتيجة الهجين القابل للشحن للشركات: الصورة",
            "type": "object"
          },
          "phev_business_link": {
            "additionalProperties": false,
            "default": {},
            "description": "Where the result's button goes.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الهجين القابل للشحن للشركات: الرابط",
            "type": "object"
          },
          "phev_business_name": {
            "default": "الهجين القابل للشحن للشركات",
            "description": "The recommended powertrain or model, shown under the title.",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الهجين القابل للشحن للشركات: الاسم",
            "type": "string"
          },
          "phev_business_title": {
            "default": "ننصحك بـالهجين القابل للشحن",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الهجين القابل للشحن للشركات: العنوان",
            "type": "string"
          },
          "phev_private_benefits": {
            "default": "مشاوير يومية بالكهرباء دون انبعاثات من العادم\nتكلفة تشغيل أقل عند الشحن المنتظم\nمحرك بنزين للرحلات الطويلة دون قلق",
            "description": "One benefit a line, shown as a list under BENEFITS.",
            "maxLength": 2000,
            "title": "نتيجة الهجين القابل للشحن للاستخدام الشخصي: المزايا",
            "type": "string"
          },
          "phev_private_button": {
            "default": "اكتشف الطرازات",
            "description": "The label of the result's button to its link; empty: the link's own text.",
            "maxLength": 60,
            "title": "نتيجة الهجين القابل للشحن للاستخدام الشخصي: نص الزر",
            "type": "string"
          },
          "phev_private_description": {
            "default": "تشحنها في المنزل أو العمل وتقطع معظم مشاويرك اليومية بالكهرباء وحدها، ويبقى محرك البنزين جاهزاً للرحلات الأبعد.",
            "maxLength": 1000,
            "minLength": 1,
            "title": "نتيجة الهجين القابل للشحن للاستخدام الشخصي: الوصف",
            "type": "string"
          },
          "phev_private_disclaimer": {
            "default": "القيم تقديرية وتعتمد على طريقة القيادة والظروف والتجهيزات. استشر الموزع قبل الشراء.",
            "maxLength": 1000,
            "title": "نتيجة الهجين القابل للشحن للاستخدام الشخصي: إخلاء المسؤولية",
            "type": "string"
          },
          "phev_private_image": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "نتيجة الهجين القابل للشحن للاستخدام الشخصي: الصورة",
            "type": "object"
          },
          "phev_private_link": {
            "additionalProperties": false,
            "default": {},
            "description": "Where the result's button goes.",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "نتيجة الهجين القابل للشحن للاستخدام الشخصي: الرابط",
            "type": "object"
          },
          "phev_private_name": {
            "default": "الهجين القابل للشحن للاستخدام الشخصي",
            "description": "The recommended powertrain or model, shown under the title.",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الهجين القابل للشحن للاستخدام الشخصي: الاسم",
            "type": "string"
          },
          "phev_private_title": {
            "default": "ننصحك بـالهجين القابل للشحن",
            "maxLength": 150,
            "minLength": 1,
            "title": "نتيجة الهجين القابل للشحن للاستخدام الشخصي: العنوان",
            "type": "string"
          },
          "previous_label": {
            "default": "السابق",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر السابق",
            "type": "string"
          },
          "question_1_answer_1": {
            "default": "لي",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 1: الإجابة 1",
            "type": "string"
          },
          "question_1_answer_2": {
            "default": "لشركتي",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 1: الإجابة 2",
            "type": "string"
          },
          "question_1_subtitle": {
            "default": "نختار لك النسخة المناسبة للاستخدام الشخصي أو لأعمال الشركة.",
            "maxLength": 300,
            "title": "السؤال 1: الوصف",
            "type": "string"
          },
          "question_1_title": {
            "default": "لمن ستكون السيارة؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "السؤال 1: العنوان",
            "type": "string"
          },
          "question_2_answer_1": {
            "default": "نعم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 2: الإجابة 1",
            "type": "string"
          },
          "question_2_answer_2": {
            "default": "لا",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 2: الإجابة 2",
            "type": "string"
          },
          "question_2_subtitle": {
            "default": "أو مكان تستطيع تركيب شاحن منزلي فيه.",
            "maxLength": 300,
            "title": "السؤال 2: الوصف",
            "type": "string"
          },
          "question_2_title": {
            "default": "هل لديك شاحن في المنزل؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "السؤال 2: العنوان",
            "type": "string"
          },
          "question_3_answer_1": {
            "default": "نعم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 3: الإجابة 1",
            "type": "string"
          },
          "question_3_answer_2": {
            "default": "لا",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 3: الإجابة 2",
            "type": "string"
          },
          "question_3_subtitle": {
            "default": "شاحن في موقف العمل أو قريب منه.",
            "maxLength": 300,
            "title": "السؤال 3: الوصف",
            "type": "string"
          },
          "question_3_title": {
            "default": "هل يمكنك الشحن في مكان العمل؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "السؤال 3: العنوان",
            "type": "string"
          },
          "question_4_answer_1": {
            "default": "أقل من 40 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 4: الإجابة 1",
            "type": "string"
          },
          "question_4_answer_2": {
            "default": "من 40 إلى 80 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 4: الإجابة 2",
            "type": "string"
          },
          "question_4_answer_3": {
            "default": "من 80 إلى 120 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 4: الإجابة 3",
            "type": "string"
          },
          "question_4_answer_4": {
            "default": "من 120 إلى 160 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 4: الإجابة 4",
            "type": "string"
          },
          "question_4_answer_5": {
            "default": "أكثر من 160 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 4: الإجابة 5",
            "type": "string"
          },
          "question_4_subtitle": {
            "default": "في يوم عادي، ذهاباً وإياباً.",
            "maxLength": 300,
            "title": "السؤال 4: الوصف",
            "type": "string"
          },
          "question_4_title": {
            "default": "كم كيلومتراً تقود في اليوم؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "السؤال 4: العنوان",
            "type": "string"
          },
          "question_5_answer_1": {
            "default": "أبداً",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 5: الإجابة 1",
            "type": "string"
          },
          "question_5_answer_2": {
            "default": "أحياناً",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 5: الإجابة 2",
            "type": "string"
          },
          "question_5_answer_3": {
            "default": "كثيراً",
            "maxLength": 120,
            "minLength": 1,
            "title": "السؤال 5: الإجابة 3",
            "type": "string"
          },
          "question_5_subtitle": {
            "default": "مثل رحلة من دبي إلى العين والعودة.",
            "maxLength": 300,
            "title": "السؤال 5: الوصف",
            "type": "string"
          },
          "question_5_title": {
            "default": "كم مرة تقطع رحلة ذهاب وعودة بطول 320 كم؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "السؤال 5: العنوان",
            "type": "string"
          },
          "quiz_label": {
            "default": "اختبار نوع المحرك",
            "description": "The quiz's name, read by screen readers as the block's name (the quiz opens on its first question, without an intro).",
            "maxLength": 100,
            "minLength": 1,
            "title": "اسم الاختبار",
            "type": "string"
          },
          "see_results_label": {
            "default": "اعرض النتائج",
            "description": "Next on the fifth question: 'See Results'.",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر عرض النتائج",
            "type": "string"
          },
          "single_hint_label": {
            "default": "اختر إجابة",
            "description": "Shown under each question (every question takes one answer).",
            "maxLength": 80,
            "minLength": 1,
            "title": "تلميح الإجابة",
            "type": "string"
          },
          "start_again_label": {
            "default": "ابدأ من جديد",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر البدء من جديد",
            "type": "string"
          },
          "step_label": {
            "default": "الخطوة {current} من {total}",
            "description": "The STEP indicator above each question, announced to screen readers on each step. Must keep {current} and {total}.",
            "maxLength": 80,
            "minLength": 1,
            "pattern": "^(?=[\\s\\S]*\\{current\\})(?=[\\s\\S]*\\{total\\})[\\s\\S]*$",
            "title": "مؤشر الخطوة",
            "type": "string"
          },
          "summary_intro": {
            "default": "اخترنا لك النتيجة بناءً على إجاباتك:",
            "maxLength": 300,
            "title": "مقدمة الملخص",
            "type": "string"
          },
          "summary_question_1_answer_1": {
            "default": "السيارة لك شخصياً",
            "description": "How the summary words answer 1 of question 1.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 1، الإجابة 1",
            "type": "string"
          },
          "summary_question_1_answer_2": {
            "default": "السيارة لشركتك",
            "description": "How the summary words answer 2 of question 1.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 1، الإجابة 2",
            "type": "string"
          },
          "summary_question_2_answer_1": {
            "default": "لديك شاحن في المنزل",
            "description": "How the summary words answer 1 of question 2.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 2، الإجابة 1",
            "type": "string"
          },
          "summary_question_2_answer_2": {
            "default": "ليس لديك شاحن في المنزل",
            "description": "How the summary words answer 2 of question 2.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 2، الإجابة 2",
            "type": "string"
          },
          "summary_question_3_answer_1": {
            "default": "تستطيع الشحن في العمل",
            "description": "How the summary words answer 1 of question 3.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 3، الإجابة 1",
            "type": "string"
          },
          "summary_question_3_answer_2": {
            "default": "لا تستطيع الشحن في العمل",
            "description": "How the summary words answer 2 of question 3.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 3، الإجابة 2",
            "type": "string"
          },
          "summary_question_4_answer_1": {
            "default": "تقود أقل من 40 كم في اليوم",
            "description": "How the summary words answer 1 of question 4.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 4، الإجابة 1",
            "type": "string"
          },
          "summary_question_4_answer_2": {
            "default": "تقود من 40 إلى 80 كم في اليوم",
            "description": "How the summary words answer 2 of question 4.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 4، الإجابة 2",
            "type": "string"
          },
          "summary_question_4_answer_3": {
            "default": "تقود من 80 إلى 120 كم في اليوم",
            "description": "How the summary words answer 3 of question 4.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 4، الإجابة 3",
            "type": "string"
          },
          "summary_question_4_answer_4": {
            "default": "تقود من 120 إلى 160 كم في اليوم",
            "description": "How the summary words answer 4 of question 4.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 4، الإجابة 4",
            "type": "string"
          },
          "summary_question_4_answer_5": {
            "default": "تقود أكثر من 160 كم في اليوم",
            "description": "How the summary words answer 5 of question 4.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 4، الإجابة 5",
            "type": "string"
          },
          "summary_question_5_answer_1": {
            "default": "لا تقطع رحلات طويلة أبداً",
            "description": "How the summary words answer 1 of question 5.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 5، الإجابة 1",
            "type": "string"
          },
          "summary_question_5_answer_2": {
            "default": "تقطع رحلات طويلة أحياناً",
            "description": "How the summary words answer 2 of question 5.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 5، الإجابة 2",
            "type": "string"
          },
          "summary_question_5_answer_3": {
            "default": "تقطع رحلات طويلة كثيراً",
            "description": "How the summary words answer 3 of question 5.",
            "maxLength": 200,
            "minLength": 1,
            "title": "الملخص: السؤال 5، الإجابة 3",
            "type": "string"
          },
          "summary_title": {
            "default": "كيف اخترنا لك",
            "description": "'HOW WE MATCHED YOU': the summary's heading, and the result's link to it.",
            "maxLength": 100,
            "minLength": 1,
            "title": "عنوان الملخص",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-quote": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "author": {
            "default": "",
            "maxLength": 120,
            "title": "القائل",
            "type": "string"
          },
          "author_position": {
            "default": "",
            "maxLength": 160,
            "title": "منصب القائل",
            "type": "string"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "justify_text": {
            "default": false,
            "title": "ضبط النص",
            "type": "boolean"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "quote": {
            "maxLength": 1000,
            "minLength": 1,
            "title": "الاقتباس",
            "type": "string"
          },
          "section_class": {
            "default": "center",
            "enum": [
              "left",
              "center",
              "right"
            ],
            "title": "المحاذاة"
          }
        },
        "required": [
          "quote"
        ],
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-quote-slider": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "author": {
              "default": "",
              "maxLength": 120,
              "title": "القائل",
              "type": "string"
            },
            "author_position": {
              "default": "",
              "maxLength": 160,
              "title": "صفة القائل",
              "type": "string"
            },
            "justify_text": {
              "default": false,
              "description": "Justifies the quote's lines (text-align: justify).",
              "title": "ضبط النص",
              "type": "boolean"
            },
            "quote": {
              "maxLength": 1000,
              "minLength": 1,
              "title": "الاقتباس",
              "type": "string"
            },
            "section_class": {
              "default": "center",
              "description": "As seen on screen: right is the reading start in Arabic.",
              "enum": [
                "left",
                "center",
                "right"
              ],
              "title": "محاذاة الاقتباس"
            }
          },
          "required": [
            "quote"
          ],
          "type": "object"
        },
        "maxItems": 20,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-ready-to-go-bar": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "fabDisabled": {
            "default": false,
            "description": "On: no floating action button on this page (neither these items nor the admin items). Off: the floating action button shows this bar's items instead of the admin items.",
            "title": "إيقاف الزر العائم في هذه الصفحة",
            "type": "boolean"
          },
          "hide_block": {
            "default": false,
            "description": "On: the bar is not shown on the page; its items still feed the floating action button.",
            "title": "إخفاء الشريط",
            "type": "boolean"
          },
          "mobile_button_label": {
            "default": "Show more",
            "description": "The phone button that shows the rest of the items. Empty, or the catalogue's default 'Show more', shows the page language's own text (عرض المزيد in Arabic).",
            "maxLength": 40,
            "title": "نص زر «عرض المزيد» على الهاتف",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "content": {
              "default": "",
              "description": "A line under the link.",
              "maxLength": 300,
              "title": "النص",
              "type": "string"
            },
            "fallback_content": {
              "default": "",
              "maxLength": 300,
              "title": "نص البديل",
              "type": "string"
            },
            "fallback_icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "أيقونة البديل"
            },
            "fallback_link": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "رابط البديل",
              "type": "object"
            },
            "icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة"
            },
            "isUsedAsButton": {
              "default": false,
              "description": "On: the link is drawn as a button (the icon and text stay beside it).",
              "title": "عرض الرابط كزر",
              "type": "boolean"
            },
            "link": {
              "additionalProperties": false,
              "default": {},
              "description": "The item's link; its dc_strategy decides whether the item or its fallback shows.",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الرابط",
              "type": "object"
            },
            "use_dc_fallback": {
              "default": false,
              "description": "On: when the link's dynamic-content strategy refuses the item, the fallback icon, link and text show instead; off: nothing shows then.",
              "title": "استخدام بديل المحتوى الديناميكي",
              "type": "boolean"
            }
          },
          "type": "object"
        },
        "maxItems": 5,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-retailer-locator": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-retailer-locator-cards": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "distance_translation": {
            "default": "المسافة",
            "description": "The button that asks the visitor's position and orders the cards by distance, and the distance's label on each card.",
            "maxLength": 60,
            "title": "نص «المسافة»",
            "type": "string"
          },
          "distance_unit": {
            "default": "km",
            "enum": [
              "km",
              "mi"
            ],
            "title": "وحدة المسافة"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "retailers_translation": {
            "default": "الوكلاء",
            "description": "The label of the list, followed by how many retailers it shows ('الوكلاء (5)').",
            "maxLength": 60,
            "title": "نص «الوكلاء»",
            "type": "string"
          },
          "search_translation": {
            "default": "ابحث بالاسم أو المدينة",
            "description": "The search box's label (searches names and cities).",
            "maxLength": 60,
            "title": "نص «ابحث»",
            "type": "string"
          },
          "services_translation": {
            "default": "الخدمات",
            "description": "The heading of each card's services.",
            "maxLength": 60,
            "title": "نص «الخدمات»",
            "type": "string"
          },
          "show_translation": {
            "default": "عرض على الخريطة",
            "description": "Each card's link to its position in the maps provider (directions from the visitor).",
            "maxLength": 60,
            "title": "نص «عرض»",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "address": {
              "default": "",
              "maxLength": 300,
              "title": "العنوان",
              "type": "string"
            },
            "city": {
              "default": "",
              "maxLength": 120,
              "title": "المدينة",
              "type": "string"
            },
            "contact_info": {
              "allOf": [
                {
                  "maxItems": 10
                }
              ],
              "default": [],
              "description": "The card's contact links. The catalogue held this as a JSON string; here it is a structured list.",
              "items": {
                "additionalProperties": false,
                "properties": {
                  "href": {
                    "description": "tel:+971…, https://wa.me/971…, or mailto:…; a bare number or address is made into the type's link.",
                    "maxLength": 300,
                    "minLength": 1,
                    "type": "string"
                  },
                  "icon": {
                    "default": "",
                    "description": "The icon beside the label; empty: the type's own icon.",
                    "enum": [
                      "",
                      "arrow-start",
                      "arrow-end",
                      "chevron-down",
                      "phone",
                      "location",
                      "calendar",
                      "car",
                      "steering-wheel",
                      "fuel",
                      "electric",
                      "email",
                      "search",
                      "info",
                      "check",
                      "star",
                      "download",
                      "whatsapp",
                      "wrench",
                      "shield"
                    ],
                    "title": "IconName"
                  },
                  "label": {
                    "description": "The link's visible text.",
                    "maxLength": 120,
                    "minLength": 1,
                    "type": "string"
                  },
                  "type": {
                    "description": "phone: a tel: link; whatsapp: a https://wa.me/ link; email: a mailto: link.",
                    "enum": [
                      "phone",
                      "whatsapp",
                      "email"
                    ]
                  }
                },
                "required": [
                  "type",
                  "label",
                  "href"
                ],
                "type": "object"
              },
              "title": "وسائل التواصل",
              "type": "array"
            },
            "latitude": {
              "description": "Decimal degrees; with longitude, the card's distance from the visitor and its map link. Left out: no distance.",
              "maximum": 90,
              "minimum": -90,
              "title": "خط العرض",
              "type": "number"
            },
            "longitude": {
              "description": "Decimal degrees.",
              "maximum": 180,
              "minimum": -180,
              "title": "خط الطول",
              "type": "number"
            },
            "name": {
              "maxLength": 200,
              "minLength": 1,
              "title": "اسم الوكيل",
              "type": "string"
            },
            "services": {
              "allOf": [
                {
                  "maxItems": 12
                }
              ],
              "default": [],
              "description": "The services the retailer offers. The catalogue held this as a JSON string; here it is a structured list.",
              "items": {
                "additionalProperties": false,
                "properties": {
                  "icon": {
                    "default": "",
                    "description": "An icon of the lrdx theme's icon set; empty means no icon.",
                    "enum": [
                      "",
                      "arrow-start",
                      "arrow-end",
                      "chevron-down",
                      "phone",
                      "location",
                      "calendar",
                      "car",
                      "steering-wheel",
                      "fuel",
                      "electric",
                      "email",
                      "search",
                      "info",
                      "check",
                      "star",
                      "download",
                      "whatsapp",
                      "wrench",
                      "shield"
                    ],
                    "title": "IconName"
                  },
                  "label": {
                    "maxLength": 120,
                    "minLength": 1,
                    "type": "string"
                  }
                },
                "required": [
                  "label"
                ],
                "type": "object"
              },
              "title": "الخدمات",
              "type": "array"
            }
          },
          "required": [
            "name"
          ],
          "type": "object"
        },
        "maxItems": 30,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-retailer-locator-mena": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-retailer-locator-with-map": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-retailer-schema": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "address": {
              "additionalProperties": false,
              "default": {},
              "description": "schema.org PostalAddress. The catalogue held the address as one text; here it is structured so the PostalAddress carries its parts.",
              "properties": {
                "address_country": {
                  "default": "AE",
                  "pattern": "^([A-Z]{2})?$",
                  "type": "string"
                },
                "address_locality": {
                  "default": "",
                  "maxLength": 120,
                  "type": "string"
                },
                "address_region": {
                  "default": "",
                  "maxLength": 120,
                  "type": "string"
                },
                "postal_code": {
                  "default": "",
                  "maxLength": 20,
                  "type": "string"
                },
                "street_address": {
                  "default": "",
                  "maxLength": 300,
                  "type": "string"
                }
              },
              "title": "العنوان",
              "type": "object"
            },
            "contact_info": {
              "allOf": [
                {
                  "maxItems": 10
                }
              ],
              "default": [],
              "description": "telephone, email and faxNumber. The catalogue held this as a JSON string; here it is a structured list.",
              "items": {
                "additionalProperties": false,
                "properties": {
                  "type": {
                    "enum": [
                      "telephone",
                      "email",
                      "fax"
                    ]
                  },
                  "value": {
                    "maxLength": 200,
                    "minLength": 1,
                    "type": "string"
                  }
                },
                "required": [
                  "type",
                  "value"
                ],
                "type": "object"
              },
              "title": "وسائل التواصل",
              "type": "array"
            },
            "latitude": {
              "description": "schema.org geo GeoCoordinates latitude; with longitude, or no geo.",
              "maximum": 90,
              "minimum": -90,
              "title": "خط العرض",
              "type": "number"
            },
            "longitude": {
              "description": "schema.org geo GeoCoordinates longitude.",
              "maximum": 180,
              "minimum": -180,
              "title": "خط الطول",
              "type": "number"
            },
            "offers_info": {
              "allOf": [
                {
                  "maxItems": 20
                }
              ],
              "default": [],
              "description": "schema.org makesOffer: one Offer each. The catalogue held this as a JSON string; here it is a structured list.",
              "items": {
                "additionalProperties": false,
                "properties": {
                  "category": {
                    "maxLength": 200,
                    "minLength": 1,
                    "type": "string"
                  },
                  "description": {
                    "default": "",
                    "maxLength": 1000,
                    "type": "string"
                  },
                  "url": {
                    "default": "",
                    "maxLength": 500,
                    "pattern": "^((https?://|/)[^\\s<>\"]*)?$",
                    "type": "string"
                  }
                },
                "required": [
                  "category"
                ],
                "type": "object"
              },
              "title": "العروض",
              "type": "array"
            },
            "opening_hours": {
              "default": "",
              "description": "schema.org openingHours, one period a line in its format: 'Mo-Th 09:00-21:00', 'Sa 16:00-21:00'.",
              "maxLength": 1000,
              "pattern": "^((Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?)* [0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9](\\r?\\n|$))*$",
              "title": "ساعات العمل",
              "type": "string"
            },
            "payment_accepted": {
              "default": "",
              "description": "schema.org paymentAccepted, e.g. 'نقداً، بطاقة ائتمان، تمويل'.",
              "maxLength": 300,
              "title": "طرق الدفع المقبولة",
              "type": "string"
            },
            "price_range": {
              "default": "",
              "description": "schema.org priceRange, e.g. '$$$' or 'AED 250,000 – 1,200,000'.",
              "maxLength": 100,
              "title": "نطاق الأسعار",
              "type": "string"
            },
            "retailer_description": {
              "default": "",
              "maxLength": 2000,
              "title": "الوصف",
              "type": "string"
            },
            "retailer_image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "schema.org image (an absolute URL of the media variant).",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "retailer_keywords": {
              "default": "",
              "description": "Comma-separated keywords (schema.org keywords).",
              "maxLength": 500,
              "title": "الكلمات المفتاحية",
              "type": "string"
            },
            "retailer_name": {
              "maxLength": 200,
              "minLength": 1,
              "title": "الاسم",
              "type": "string"
            }
          },
          "required": [
            "retailer_name"
          ],
          "type": "object"
        },
        "maxItems": 30,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-retailer-service-schema": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "address": {
              "additionalProperties": false,
              "default": {},
              "description": "schema.org PostalAddress. The catalogue held the address as one text; here it is structured so the PostalAddress carries its parts.",
              "properties": {
                "address_country": {
                  "default": "AE",
                  "pattern": "^([A-Z]{2})?$",
                  "type": "string"
                },
                "address_locality": {
                  "default": "",
                  "maxLength": 120,
                  "type": "string"
                },
                "address_region": {
                  "default": "",
                  "maxLength": 120,
                  "type": "string"
                },
                "postal_code": {
                  "default": "",
                  "maxLength": 20,
                  "type": "string"
                },
                "street_address": {
                  "default": "",
                  "maxLength": 300,
                  "type": "string"
                }
              },
              "title": "العنوان",
              "type": "object"
            },
            "contact_info": {
              "allOf": [
                {
                  "maxItems": 10
                }
              ],
              "default": [],
              "description": "telephone, email and faxNumber. The catalogue held this as a JSON string; here it is a structured list.",
              "items": {
                "additionalProperties": false,
                "properties": {
                  "type": {
                    "enum": [
                      "telephone",
                      "email",
                      "fax"
                    ]
                  },
                  "value": {
                    "maxLength": 200,
                    "minLength": 1,
                    "type": "string"
                  }
                },
                "required": [
                  "type",
                  "value"
                ],
                "type": "object"
              },
              "title": "وسائل التواصل",
              "type": "array"
            },
            "description": {
              "default": "",
              "maxLength": 2000,
              "title": "الوصف",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "schema.org image (an absolute URL of the media variant).",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "keywords": {
              "default": "",
              "description": "Comma-separated keywords (schema.org keywords).",
              "maxLength": 500,
              "title": "الكلمات المفتاحية",
              "type": "string"
            },
            "latitude": {
              "description": "schema.org geo GeoCoordinates latitude; with longitude, or no geo.",
              "maximum": 90,
              "minimum": -90,
              "title": "خط العرض",
              "type": "number"
            },
            "longitude": {
              "description": "schema.org geo GeoCoordinates longitude.",
              "maximum": 180,
              "minimum": -180,
              "title": "خط الطول",
              "type": "number"
            },
            "name": {
              "maxLength": 200,
              "minLength": 1,
              "title": "الاسم",
              "type": "string"
            },
            "offers_info": {
              "allOf": [
                {
                  "maxItems": 20
                }
              ],
              "default": [],
              "description": "schema.org makesOffer: one Offer each. The catalogue held this as a JSON string; here it is a structured list.",
              "items": {
                "additionalProperties": false,
                "properties": {
                  "category": {
                    "maxLength": 200,
                    "minLength": 1,
                    "type": "string"
                  },
                  "description": {
                    "default": "",
                    "maxLength": 1000,
                    "type": "string"
                  },
                  "url": {
                    "default": "",
                    "maxLength": 500,
                    "pattern": "^((https?://|/)[^\\s<>\"]*)?$",
                    "type": "string"
                  }
                },
                "required": [
                  "category"
                ],
                "type": "object"
              },
              "title": "العروض",
              "type": "array"
            },
            "opening_hours": {
              "default": "",
              "description": "schema.org openingHours, one period a line in its format: 'Mo-Th 09:00-21:00', 'Sa 16:00-21:00'.",
              "maxLength": 1000,
              "pattern": "^((Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?)* [0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9](\\r?\\n|$))*$",
              "title": "ساعات العمل",
              "type": "string"
            },
            "payment_accepted": {
              "default": "",
              "description": "schema.org paymentAccepted, e.g. 'نقداً، بطاقة ائتمان، تمويل'.",
              "maxLength": 300,
              "title": "طرق الدفع المقبولة",
              "type": "string"
            },
            "price_range": {
              "default": "",
              "description": "schema.org priceRange, e.g. '$$$' or 'AED 250,000 – 1,200,000'.",
              "maxLength": 100,
              "title": "نطاق الأسعار",
              "type": "string"
            }
          },
          "required": [
            "name"
          ],
          "type": "object"
        },
        "maxItems": 30,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-seat-slider": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "big_heading": {
            "default": "",
            "maxLength": 200,
            "title": "العنوان الكبير",
            "type": "string"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "click_to_interact_label": {
            "default": "اسحب لطيّ المقاعد",
            "maxLength": 80,
            "title": "نص دعوة التفاعل",
            "type": "string"
          },
          "click_to_interact_label_mobile": {
            "default": "المس واسحب لطيّ المقاعد",
            "description": "Shown instead of click_to_interact_label below 741px.",
            "maxLength": 80,
            "title": "نص دعوة التفاعل على الجوال",
            "type": "string"
          },
          "counter": {
            "default": 1200,
            "description": "The boot volume the last frame reaches, in litres.",
            "maximum": 100000,
            "minimum": 0,
            "title": "السعة (لتر)",
            "type": "integer"
          },
          "counter_unit": {
            "default": "لتر",
            "description": "Written after the counter (not a catalogue field: the catalogue counts in litres; the word is the editor's).",
            "maxLength": 20,
            "title": "وحدة السعة",
            "type": "string"
          },
          "disclaimer": {
            "default": "",
            "maxLength": 1000,
            "title": "إخلاء المسؤولية",
            "type": "string"
          },
          "frame_1": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "The first frame: every seat up (where the slider starts).",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الإطار 1",
            "type": "object"
          },
          "frame_2": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "The second frame.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الإطار 2",
            "type": "object"
          },
          "frame_3": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "The third frame.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الإطار 3",
            "type": "object"
          },
          "frame_4": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "The last frame: every seat folded (the counter reaches its full litres).",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الإطار 4",
            "type": "object"
          },
          "header_tag": {
            "default": 2,
            "description": "The level of the big heading.",
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "image_under_text": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A small picture under the headings (a badge or the model's outline). Left as the default image: none.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "صورة تحت النص",
            "type": "object"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "reversed_counter_position": {
            "default": false,
            "description": "The counter sits at the inline end of the picture instead of its inline start.",
            "title": "العدّاد في الجهة الأخرى",
            "type": "boolean"
          },
          "slider_label": {
            "default": "طيّ المقاعد",
            "description": "Not a catalogue field: the accessible name of the slider that moves through the frames (screen readers read it with the frame and the litres).",
            "maxLength": 80,
            "title": "اسم شريط التمرير",
            "type": "string"
          },
          "small_heading": {
            "default": "",
            "description": "A short line over the big heading.",
            "maxLength": 120,
            "title": "العنوان الصغير",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-section-image-tabs": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "has_lazyload": {
            "default": true,
            "title": "تحميل الصور عند الحاجة",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "blocks_count": {
              "default": 1,
              "description": "How many of the blocks that follow this block on the page belong to this tab (002 §3.8). Counted in page order, scheduled-out blocks included; cut at the end of the page.",
              "maximum": 50,
              "minimum": 0,
              "title": "عدد الكتل التالية",
              "type": "integer"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "tab_id": {
              "default": "",
              "description": "Written to the URL hash when the tab is chosen (002 §2.1); opening the page with #tab_id selects the tab. Also the id of the tab's panel, so the link works without JavaScript. Letters, digits, _ and - only.",
              "maxLength": 80,
              "pattern": "^[A-Za-z0-9_-]*$",
              "title": "معرّف التبويب",
              "type": "string"
            },
            "tab_label": {
              "maxLength": 60,
              "minLength": 1,
              "title": "نص التبويب",
              "type": "string"
            }
          },
          "required": [
            "tab_label"
          ],
          "type": "object"
        },
        "maxItems": 6,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-section-tabs": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "copy_position": {
            "default": "top",
            "description": "Where the current tab's copy (group_title, group_paragraph) sits: above or below the tab list.",
            "enum": [
              "top",
              "bottom"
            ],
            "title": "موضع النص"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "has_modal": {
            "default": false,
            "description": "Adds a button that opens a dialog (modal_title) presenting every tab by its modal_tab_title, modal_tab_subtitle and modal_tab_image; choosing one selects its tab.",
            "title": "نافذة المقارنة",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "modal_title": {
            "default": "تعرّف على كل الخيارات",
            "maxLength": 150,
            "title": "عنوان النافذة",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "blocks_count": {
              "default": 1,
              "description": "How many of the blocks that follow this block on the page belong to this tab (002 §3.8). Counted in page order, scheduled-out blocks included; cut at the end of the page.",
              "maximum": 50,
              "minimum": 0,
              "title": "عدد الكتل التالية",
              "type": "integer"
            },
            "group_paragraph": {
              "default": "",
              "maxLength": 2000,
              "title": "فقرة القسم",
              "type": "string"
            },
            "group_title": {
              "default": "",
              "maxLength": 200,
              "title": "عنوان القسم",
              "type": "string"
            },
            "modal_tab_image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة التبويب في النافذة",
              "type": "object"
            },
            "modal_tab_subtitle": {
              "default": "",
              "maxLength": 300,
              "title": "وصف التبويب في النافذة",
              "type": "string"
            },
            "modal_tab_title": {
              "default": "",
              "maxLength": 150,
              "title": "عنوان التبويب في النافذة",
              "type": "string"
            },
            "tab_icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "أيقونة التبويب"
            },
            "tab_id": {
              "default": "",
              "description": "Written to the URL hash when the tab is chosen (002 §2.1); opening the page with #tab_id selects the tab. Also the id of the tab's panel, so the link works without JavaScript. Letters, digits, _ and - only.",
              "maxLength": 80,
              "pattern": "^[A-Za-z0-9_-]*$",
              "title": "معرّف التبويب",
              "type": "string"
            },
            "tab_label": {
              "maxLength": 60,
              "minLength": 1,
              "title": "نص التبويب",
              "type": "string"
            }
          },
          "required": [
            "tab_label"
          ],
          "type": "object"
        },
        "maxItems": 8,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-select-your-vehicle-to-update": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "button_text": {
            "default": "عرض",
            "maxLength": 60,
            "minLength": 1,
            "title": "نص زر العرض",
            "type": "string"
          },
          "child_all_items_label": {
            "default": "كل السنوات",
            "maxLength": 120,
            "minLength": 1,
            "title": "خيار كل السنوات",
            "type": "string"
          },
          "child_dropdown_label": {
            "default": "سنة الطراز",
            "maxLength": 120,
            "minLength": 1,
            "title": "عنوان قائمة سنة الطراز",
            "type": "string"
          },
          "child_dropdown_placeholder": {
            "default": "اختر السنة",
            "maxLength": 120,
            "title": "نص قائمة سنة الطراز",
            "type": "string"
          },
          "clear_text": {
            "default": "مسح",
            "maxLength": 60,
            "minLength": 1,
            "title": "نص زر المسح",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "info_text_below": {
            "default": "",
            "maxLength": 500,
            "title": "نص إرشادي أسفل القوائم",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "parent_all_items_label": {
            "default": "كل السيارات",
            "maxLength": 120,
            "minLength": 1,
            "title": "خيار كل السيارات",
            "type": "string"
          },
          "parent_dropdown_label": {
            "default": "السيارة",
            "maxLength": 120,
            "minLength": 1,
            "title": "عنوان قائمة السيارة",
            "type": "string"
          },
          "parent_dropdown_placeholder": {
            "default": "اختر السيارة",
            "maxLength": 120,
            "title": "نص قائمة السيارة",
            "type": "string"
          },
          "result_text": {
            "default": "التحديثات المتوفرة",
            "maxLength": 200,
            "title": "عنوان النتائج",
            "type": "string"
          },
          "result_text_label": {
            "default": "{amount} نتائج لـ {parent} {child}",
            "description": "The result line: {amount} is the number of cards shown (in the page's digits), {parent} and {child} the chosen vehicle and year (or the 'all' labels).",
            "maxLength": 200,
            "title": "سطر النتائج",
            "type": "string"
          },
          "section_class": {
            "default": "",
            "description": "Extra CSS class names on the block's section (letters, digits, _, - and spaces).",
            "maxLength": 120,
            "pattern": "^[A-Za-z0-9_ -]*$",
            "title": "فئة القسم",
            "type": "string"
          },
          "subblocks_mapper": {
            "additionalProperties": false,
            "default": {
              "dropdowns": [],
              "subblocks_groups": []
            },
            "description": "The vehicles of the parent dropdown with their years, and for each sub-block key the vehicles and years it matches (002 §3.12). Edited as a form, stored as this structure.",
            "properties": {
              "dropdowns": {
                "allOf": [
                  {
                    "maxItems": 30
                  }
                ],
                "default": [],
                "items": {
                  "additionalProperties": false,
                  "properties": {
                    "children": {
                      "allOf": [
                        {
                          "maxItems": 30
                        }
                      ],
                      "default": [],
                      "items": {
                        "maxLength": 40,
                        "minLength": 1,
                        "title": "سنة الطراز",
                        "type": "string"
                      },
                      "title": "سنوات الطراز",
                      "type": "array"
                    },
                    "key": {
                      "maxLength": 80,
                      "minLength": 1,
                      "pattern": "^[A-Za-z0-9_-]+$",
                      "title": "مفتاح السيارة",
                      "type": "string"
                    },
                    "label": {
                      "maxLength": 120,
                      "minLength": 1,
                      "title": "اسم السيارة",
                      "type": "string"
                    }
                  },
                  "required": [
                    "label",
                    "key"
                  ],
                  "type": "object"
                },
                "title": "السيارات",
                "type": "array"
              },
              "subblocks_groups": {
                "allOf": [
                  {
                    "maxItems": 40
                  }
                ],
                "default": [],
                "items": {
                  "additionalProperties": false,
                  "properties": {
                    "key": {
                      "maxLength": 80,
                      "minLength": 1,
                      "pattern": "^[A-Za-z0-9_-]+$",
                      "title": "مفتاح المجموعة",
                      "type": "string"
                    },
                    "match_dropdowns": {
                      "allOf": [
                        {
                          "maxItems": 30
                        }
                      ],
                      "default": [],
                      "items": {
                        "additionalProperties": false,
                        "properties": {
                          "child_key": {
                            "allOf": [
                              {
                                "maxItems": 30
                              }
                            ],
                            "default": [],
                            "items": {
                              "maxLength": 40,
                              "minLength": 1,
                              "title": "سنة الطراز",
                              "type": "string"
                            },
                            "title": "سنوات الطراز",
                            "type": "array"
                          },
                          "parent_key": {
                            "maxLength": 80,
                            "minLength": 1,
                            "pattern": "^[A-Za-z0-9_-]+$",
                            "title": "مفتاح السيارة",
                            "type": "string"
                          }
                        },
                        "required": [
                          "parent_key"
                        ],
                        "type": "object"
                      },
                      "title": "السيارات المطابقة",
                      "type": "array"
                    }
                  },
                  "required": [
                    "key"
                  ],
                  "type": "object"
                },
                "title": "مجموعات البطاقات",
                "type": "array"
              }
            },
            "title": "ربط البطاقات بالسيارات",
            "type": "object"
          },
          "subgroups_bg_theme": {
            "default": "light-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون خلفية البطاقات"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "view_all_link_text": {
            "default": "عرض الكل",
            "maxLength": 60,
            "title": "نص «عرض الكل»",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "button_text": {
              "default": "التفاصيل",
              "maxLength": 60,
              "minLength": 1,
              "title": "نص زر البطاقة",
              "type": "string"
            },
            "modal_button": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "زر النافذة",
              "type": "object"
            },
            "modal_description": {
              "default": "",
              "maxLength": 2000,
              "title": "وصف النافذة",
              "type": "string"
            },
            "modal_title": {
              "default": "",
              "description": "The card's title, and the modal's.",
              "maxLength": 150,
              "minLength": 1,
              "title": "عنوان النافذة",
              "type": "string"
            },
            "subblock_key": {
              "description": "The subblocks_mapper.subblocks_groups key this card belongs to.",
              "maxLength": 80,
              "minLength": 1,
              "pattern": "^[A-Za-z0-9_-]+$",
              "title": "مفتاح البطاقة",
              "type": "string"
            }
          },
          "required": [
            "subblock_key"
          ],
          "type": "object"
        },
        "maxItems": 40,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-sign-post": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "box_color": {
            "default": "white-theme",
            "description": "Background of the cards.",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "col-numbers": {
            "default": 3,
            "description": "Cards per row from 741px up; phones always show one card per row.",
            "maximum": 4,
            "minimum": 1,
            "title": "عدد الأعمدة",
            "type": "integer"
          },
          "header_icon": {
            "default": "",
            "description": "An icon of the lrdx theme's icon set; empty means no icon.",
            "enum": [
              "",
              "arrow-start",
              "arrow-end",
              "chevron-down",
              "phone",
              "location",
              "calendar",
              "car",
              "steering-wheel",
              "fuel",
              "electric",
              "email",
              "search",
              "info",
              "check",
              "star",
              "download",
              "whatsapp",
              "wrench",
              "shield"
            ],
            "title": "أيقونة العنوان"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-links": {
            "default": [],
            "description": "A row of links under the cards.",
            "items": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "Link",
              "type": "object"
            },
            "maxItems": 12,
            "title": "الروابط",
            "type": "array"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "heading": {
              "default": "",
              "maxLength": 200,
              "title": "عنوان البطاقة",
              "type": "string"
            },
            "icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "أيقونة البطاقة"
            },
            "image": {
              "additionalProperties": false,
              "default": {
                "id": 24735
              },
              "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
              "properties": {
                "alt": {
                  "description": "Alternative text read by screen readers.",
                  "maxLength": 300,
                  "type": "string"
                },
                "id": {
                  "description": "Media-library image id.",
                  "maximum": 2147483647,
                  "minimum": 1,
                  "type": "integer"
                }
              },
              "required": [
                "id"
              ],
              "title": "صورة البطاقة",
              "type": "object"
            },
            "rdx-link": {
              "additionalProperties": false,
              "default": {},
              "description": "The card's call to action; the card itself is not a link.",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "الرابط",
              "type": "object"
            },
            "text": {
              "default": "",
              "maxLength": 1000,
              "title": "نص البطاقة",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 12,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-single-offer": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "description": {
            "default": "",
            "description": "The offer's main text.",
            "maxLength": 20000,
            "title": "الوصف",
            "type": "string"
          },
          "description_second": {
            "default": "",
            "description": "A second text under the first, e.g. the offer's terms.",
            "maxLength": 20000,
            "title": "الوصف الثاني",
            "type": "string"
          },
          "form_id": {
            "default": "1",
            "description": "The form of the forms service to show, by id: the editor lists the forms (GET /forms).",
            "pattern": "^[1-9][0-9]{0,9}$",
            "title": "النموذج",
            "type": "string"
          },
          "has_two_columns": {
            "default": false,
            "description": "Lays the form's fields out in two columns from tablets up.",
            "title": "النموذج في عمودين",
            "type": "boolean"
          },
          "hash": {
            "default": "",
            "description": "The address hash without '#': the offer's anchor id, so /ar/offers#hash opens the page at this offer. Letters, digits, '_' and '-'; it must differ from the page's other anchors.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "رابط العرض (#)",
            "type": "string"
          },
          "hidden_fields": {
            "additionalProperties": {
              "maxLength": 500,
              "type": "string"
            },
            "default": {},
            "description": "Hidden field name -> value sent with every lead of this offer (e.g. the offer's code for the CRM).",
            "maxProperties": 50,
            "propertyNames": {
              "maxLength": 100,
              "pattern": "^[A-Za-z0-9_.-]+$",
              "type": "string"
            },
            "title": "الحقول المخفية",
            "type": "object"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "title": {
            "default": "",
            "maxLength": 300,
            "title": "عنوان العرض",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-snippet": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "font_size": {
            "default": "",
            "enum": [
              "",
              "small-size"
            ],
            "title": "حجم الخط"
          },
          "header_font": {
            "default": "primary",
            "enum": [
              "primary",
              "secondary"
            ],
            "title": "خط العنوان"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "intro_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "المحتوى",
            "type": "object"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-buttons": {
            "default": [],
            "items": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "Link",
              "type": "object"
            },
            "maxItems": 4,
            "title": "الأزرار",
            "type": "array"
          },
          "section_class": {
            "default": "wide-center",
            "description": "Column width (wide: the grid; narrow: a reading column, centred on the page) and text alignment. \"left\" is physical, as in the catalogue: the text sits on the left of the screen in Arabic pages too (the end side in right-to-left). Disclaimer variants set the text as small print.",
            "enum": [
              "wide-center",
              "wide-left",
              "narrow-center",
              "narrow-left",
              "wide-center-disclaimer",
              "narrow-left-disclaimer"
            ],
            "title": "التخطيط"
          },
          "section_height": {
            "default": "normal",
            "enum": [
              "normal",
              "short",
              "no-top-padding",
              "no-bottom-padding",
              "no-padding"
            ],
            "title": "ارتفاع القسم"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-specification-accordion": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "model": {
            "default": "",
            "description": "The nameplate (000 §9 codes, lower case: l460, l663…), chosen among the model catalogue's: its specs are shown first, and its catalogue models fill the lists when the block has no variants of its own.",
            "maxLength": 32,
            "pattern": "^([a-z0-9][a-z0-9_-]{0,31})?$",
            "title": "الطراز",
            "type": "string"
          },
          "model_key_additional": {
            "default": "",
            "description": "Takes priority over model when filled (002 §5.5): e.g. a model-year code (l460_24my).",
            "maxLength": 32,
            "pattern": "^([a-z0-9][a-z0-9_-]{0,31})?$",
            "title": "رمز طراز إضافي",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "selectEngineLabel": {
            "default": "اختر المحرك",
            "maxLength": 60,
            "title": "نص قائمة المحرك",
            "type": "string"
          },
          "selectModelLabel": {
            "default": "اختر الطراز",
            "maxLength": 60,
            "title": "نص قائمة الطراز",
            "type": "string"
          },
          "selectSpecificationLabel": {
            "default": "اختر الفئة",
            "maxLength": 60,
            "title": "نص قائمة الفئة",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "variants": {
            "allOf": [
              {
                "maxItems": 30
              }
            ],
            "default": [],
            "description": "The choices of the three lists: each a model, engine and specification label and the model key whose specs it shows. Designed here (the catalogue shows only the list labels). An empty list offers the model catalogue's models of the nameplate of model_key_additional or model (its code, the part before the first _): model year and body style as the model, the engines, the trims as the specification, with each engine's specification from /vehicles/{id}/specs; with no such models in the catalogue, the one model of model_key_additional or model.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "engine_label": {
                  "maxLength": 80,
                  "minLength": 1,
                  "type": "string"
                },
                "model_key": {
                  "pattern": "^[a-z0-9][a-z0-9_-]{0,31}$",
                  "type": "string"
                },
                "model_label": {
                  "maxLength": 80,
                  "minLength": 1,
                  "type": "string"
                },
                "specification_label": {
                  "maxLength": 80,
                  "minLength": 1,
                  "type": "string"
                }
              },
              "required": [
                "model_label",
                "engine_label",
                "specification_label",
                "model_key"
              ],
              "type": "object"
            },
            "title": "الخيارات",
            "type": "array"
          },
          "viewSpecificationLabel": {
            "default": "عرض المواصفات",
            "maxLength": 60,
            "title": "نص زر عرض المواصفات",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "content": {
              "default": "",
              "maxLength": 20000,
              "title": "المحتوى",
              "type": "string"
            },
            "title": {
              "maxLength": 200,
              "minLength": 1,
              "title": "العنوان",
              "type": "string"
            }
          },
          "required": [
            "title"
          ],
          "type": "object"
        },
        "maxItems": 100,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-specification-at-a-glance": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "col-numbers": {
            "default": 3,
            "maximum": 4,
            "minimum": 1,
            "title": "عدد الأعمدة",
            "type": "integer"
          },
          "disclaimer": {
            "default": "",
            "maxLength": 500,
            "title": "ملاحظة",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "icon": {
              "default": "",
              "description": "An icon of the lrdx theme's icon set; empty means no icon.",
              "enum": [
                "",
                "arrow-start",
                "arrow-end",
                "chevron-down",
                "phone",
                "location",
                "calendar",
                "car",
                "steering-wheel",
                "fuel",
                "electric",
                "email",
                "search",
                "info",
                "check",
                "star",
                "download",
                "whatsapp",
                "wrench",
                "shield"
              ],
              "title": "الأيقونة"
            },
            "label": {
              "default": "",
              "maxLength": 120,
              "title": "الوصف",
              "type": "string"
            },
            "unit": {
              "default": "",
              "maxLength": 30,
              "title": "الوحدة",
              "type": "string"
            },
            "value": {
              "maxLength": 20,
              "minLength": 1,
              "title": "القيمة",
              "type": "string"
            }
          },
          "required": [
            "value"
          ],
          "type": "object"
        },
        "maxItems": 20,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-stock-locator": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "calculator_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "حاسبة الميزانية الشهرية",
            "type": "object"
          },
          "card_attributes": {
            "default": [
              "productionYear",
              "model",
              "mileage",
              "engines",
              "color",
              "drivetrain",
              "vin",
              "power",
              "capacity",
              "status",
              "state",
              "colorInterior"
            ],
            "description": "The vehicle attributes each card lists, in this order (001 §9 default). Allowed: productionYear, model, mileage, engines, color, drivetrain, vin, power, capacity, status, state, colorInterior, transmission, modelYear, batteryCapacity, numberOfSeats, version.",
            "items": {
              "anyOf": [
                {
                  "const": "productionYear",
                  "title": "سنة الصنع"
                },
                {
                  "const": "model",
                  "title": "الطراز"
                },
                {
                  "const": "mileage",
                  "title": "المسافة المقطوعة"
                },
                {
                  "const": "engines",
                  "title": "المحرك"
                },
                {
                  "const": "color",
                  "title": "اللون"
                },
                {
                  "const": "drivetrain",
                  "title": "نظام الدفع"
                },
                {
                  "const": "vin",
                  "title": "رقم الهيكل"
                },
                {
                  "const": "power",
                  "title": "القوة"
                },
                {
                  "const": "capacity",
                  "title": "سعة المحرك"
                },
                {
                  "const": "status",
                  "title": "حالة التوفر"
                },
                {
                  "const": "state",
                  "title": "الفئة"
                },
                {
                  "const": "colorInterior",
                  "title": "لون المقصورة"
                },
                {
                  "const": "transmission",
                  "title": "ناقل الحركة"
                },
                {
                  "const": "modelYear",
                  "title": "سنة الطراز"
                },
                {
                  "const": "batteryCapacity",
                  "title": "سعة البطارية"
                },
                {
                  "const": "numberOfSeats",
                  "title": "عدد المقاعد"
                },
                {
                  "const": "version",
                  "title": "الإصدار"
                }
              ]
            },
            "maxItems": 17,
            "title": "خصائص البطاقة",
            "type": "array",
            "uniqueItems": true
          },
          "card_icons": {
            "default": [
              "engines",
              "power",
              "color"
            ],
            "description": "The attributes shown with an icon on each card: at most 3, each one of productionYear, mileage, engines, power, color, drivetrain, transmission, capacity, state, batteryCapacity, numberOfSeats; otherwise the default (engines, power, color) is used.",
            "items": {
              "anyOf": [
                {
                  "const": "productionYear",
                  "title": "سنة الصنع"
                },
                {
                  "const": "mileage",
                  "title": "المسافة المقطوعة"
                },
                {
                  "const": "engines",
                  "title": "المحرك"
                },
                {
                  "const": "power",
                  "title": "القوة"
                },
                {
                  "const": "color",
                  "title": "اللون"
                },
                {
                  "const": "drivetrain",
                  "title": "نظام الدفع"
                },
                {
                  "const": "transmission",
                  "title": "ناقل الحركة"
                },
                {
                  "const": "capacity",
                  "title": "سعة المحرك"
                },
                {
                  "const": "state",
                  "title": "الفئة"
                },
                {
                  "const": "batteryCapacity",
                  "title": "سعة البطارية"
                },
                {
                  "const": "numberOfSeats",
                  "title": "عدد المقاعد"
                }
              ]
            },
            "maxItems": 3,
            "title": "أيقونات البطاقة",
            "type": "array",
            "uniqueItems": true
          },
          "cards_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "القائمة والبطاقات",
            "type": "object"
          },
          "ci_key_list": {
            "default": "default",
            "description": "The publication list the block reads (ci_key_list), by its name: GET /public_api/listing/{ci_key_list}.",
            "maxLength": 60,
            "pattern": "^[a-z0-9_-]{1,60}$",
            "title": "قائمة النشر",
            "type": "string"
          },
          "default_sort": {
            "default": "createdAtDesc",
            "enum": [
              "productionYearAsc",
              "productionYearDesc",
              "createdAtAsc",
              "createdAtDesc",
              "mileageAsc",
              "mileageDesc",
              "priceAsc",
              "priceDesc",
              "status"
            ],
            "title": "الترتيب الافتراضي"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "filter-brands": {
            "default": true,
            "title": "فلتر: العلامة",
            "type": "boolean"
          },
          "filter-colors": {
            "default": true,
            "title": "فلتر: اللون",
            "type": "boolean"
          },
          "filter-dealers": {
            "default": false,
            "title": "فلتر: الوكيل",
            "type": "boolean"
          },
          "filter-display_price": {
            "default": true,
            "title": "فلتر: السعر المعروض",
            "type": "boolean"
          },
          "filter-engine_types": {
            "default": true,
            "title": "فلتر: نوع المحرك",
            "type": "boolean"
          },
          "filter-financing_options": {
            "default": false,
            "title": "فلتر: خيارات التمويل",
            "type": "boolean"
          },
          "filter-mileage": {
            "default": true,
            "title": "فلتر: المسافة المقطوعة",
            "type": "boolean"
          },
          "filter-model_year": {
            "default": false,
            "title": "فلتر: سنة الطراز",
            "type": "boolean"
          },
          "filter-models": {
            "default": true,
            "title": "فلتر: الطراز",
            "type": "boolean"
          },
          "filter-msrp_price": {
            "default": false,
            "title": "فلتر: سعر التجزئة",
            "type": "boolean"
          },
          "filter-number_of_seats": {
            "default": false,
            "title": "فلتر: عدد المقاعد",
            "type": "boolean"
          },
          "filter-power": {
            "default": false,
            "title": "فلتر: القوة",
            "type": "boolean"
          },
          "filter-production_year": {
            "default": true,
            "title": "فلتر: سنة الصنع",
            "type": "boolean"
          },
          "filter-specific_colors": {
            "default": false,
            "title": "فلتر: اسم اللون",
            "type": "boolean"
          },
          "filter-states": {
            "default": true,
            "title": "فلتر: الفئة (جديدة، مستعملة…)",
            "type": "boolean"
          },
          "filter-statuses": {
            "default": false,
            "title": "فلتر: حالة التوفر",
            "type": "boolean"
          },
          "filter-transmissions": {
            "default": true,
            "title": "فلتر: ناقل الحركة",
            "type": "boolean"
          },
          "filters_separator": {
            "additionalProperties": false,
            "default": {
              "big": false
            },
            "properties": {
              "big": {
                "default": false,
                "type": "boolean"
              }
            },
            "title": "الفلاتر",
            "type": "object"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "items_per_page": {
            "default": 12,
            "description": "Page size: 1 to 12 (001 §5).",
            "maximum": 12,
            "minimum": 1,
            "title": "عدد السيارات في الصفحة",
            "type": "integer"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "reset_button_theme": {
            "default": "primary",
            "description": "The theme of the reset button on the no-results page.",
            "enum": [
              "primary",
              "secondary",
              "tertiary"
            ],
            "title": "نمط زر إعادة الضبط"
          },
          "reverse_calculator": {
            "default": false,
            "description": "'Filter By Monthly Budget': the visitor enters a monthly budget and the list keeps the vehicles whose price that budget pays for (the price filter's upper bound from the rate, term and down payment below).",
            "title": "حاسبة الميزانية الشهرية",
            "type": "boolean"
          },
          "reverse_calculator_down_payment": {
            "default": 20,
            "maximum": 90,
            "minimum": 0,
            "title": "الدفعة الأولى (%)",
            "type": "number"
          },
          "reverse_calculator_error": {
            "default": "حدث خطأ ما، يرجى تحديث الصفحة والمحاولة مرة أخرى",
            "description": "Shown when the budget cannot be applied (default: 'Something went wrong, please refresh the page and try again').",
            "maxLength": 300,
            "title": "رسالة خطأ الحاسبة",
            "type": "string"
          },
          "reverse_calculator_rate": {
            "default": 3.99,
            "maximum": 50,
            "minimum": 0,
            "title": "نسبة الفائدة السنوية (%)",
            "type": "number"
          },
          "reverse_calculator_term": {
            "default": 60,
            "maximum": 120,
            "minimum": 6,
            "title": "مدة التمويل (أشهر)",
            "type": "integer"
          },
          "sl_key_brand": {
            "default": "",
            "description": "sl_key_brand: the brand the block is fixed to ('' for all). When set, the brand filter is off and every call carries filter[nameplate_brand_name_eq].",
            "enum": [
              "",
              "Land Rover",
              "Jaguar"
            ],
            "title": "العلامة المعروضة"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "vehicles": {
            "additionalProperties": false,
            "default": {
              "headline": "",
              "list": []
            },
            "description": "Vehicles shown above the list under their headline (the display_selected_vehicles feature of stock_locator.features): {headline, list: [{id, list?}]}, at most 12, each a vehicle id of the block's list (or of the list named).",
            "properties": {
              "headline": {
                "default": "",
                "maxLength": 200,
                "title": "عنوان السيارات المختارة",
                "type": "string"
              },
              "list": {
                "default": [],
                "items": {
                  "additionalProperties": false,
                  "properties": {
                    "id": {
                      "maximum": 2147483647,
                      "minimum": 1,
                      "title": "رقم السيارة",
                      "type": "integer"
                    },
                    "list": {
                      "pattern": "^[a-z0-9_-]{1,60}$",
                      "title": "قائمة النشر (اختياري)",
                      "type": "string"
                    }
                  },
                  "required": [
                    "id"
                  ],
                  "title": "سيارة",
                  "type": "object"
                },
                "maxItems": 12,
                "title": "السيارات",
                "type": "array"
              }
            },
            "title": "سيارات مختارة",
            "type": "object"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-stock-locator-carousel": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "card_attributes": {
            "default": [
              "productionYear",
              "mileage",
              "engines",
              "power"
            ],
            "description": "The attributes each card lists (see the Stock Locator).",
            "items": {
              "anyOf": [
                {
                  "const": "productionYear",
                  "title": "سنة الصنع"
                },
                {
                  "const": "model",
                  "title": "الطراز"
                },
                {
                  "const": "mileage",
                  "title": "المسافة المقطوعة"
                },
                {
                  "const": "engines",
                  "title": "المحرك"
                },
                {
                  "const": "color",
                  "title": "اللون"
                },
                {
                  "const": "drivetrain",
                  "title": "نظام الدفع"
                },
                {
                  "const": "vin",
                  "title": "رقم الهيكل"
                },
                {
                  "const": "power",
                  "title": "القوة"
                },
                {
                  "const": "capacity",
                  "title": "سعة المحرك"
                },
                {
                  "const": "status",
                  "title": "حالة التوفر"
                },
                {
                  "const": "state",
                  "title": "الفئة"
                },
                {
                  "const": "colorInterior",
                  "title": "لون المقصورة"
                },
                {
                  "const": "transmission",
                  "title": "ناقل الحركة"
                },
                {
                  "const": "modelYear",
                  "title": "سنة الطراز"
                },
                {
                  "const": "batteryCapacity",
                  "title": "سعة البطارية"
                },
                {
                  "const": "numberOfSeats",
                  "title": "عدد المقاعد"
                },
                {
                  "const": "version",
                  "title": "الإصدار"
                }
              ]
            },
            "maxItems": 17,
            "title": "خصائص البطاقة",
            "type": "array",
            "uniqueItems": true
          },
          "ci_key_brand": {
            "default": "",
            "description": "ci_key_brand: the brand the block is fixed to ('' for all). When set, the brand filter is off and every call carries filter[nameplate_brand_name_eq].",
            "enum": [
              "",
              "Land Rover",
              "Jaguar"
            ],
            "title": "العلامة"
          },
          "ci_key_list": {
            "default": "default",
            "description": "The publication list the block reads (ci_key_list), by its name: GET /public_api/listing/{ci_key_list}.",
            "maxLength": 60,
            "pattern": "^[a-z0-9_-]{1,60}$",
            "title": "قائمة النشر",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "items": {
            "default": 8,
            "maximum": 12,
            "minimum": 1,
            "title": "عدد السيارات",
            "type": "integer"
          },
          "jag_model_key": {
            "default": "",
            "description": "With the brand Jaguar: the model (nameplate code, 001 §9) the carousel shows; '' for every model.",
            "enum": [
              "",
              "x761",
              "x590",
              "x540",
              "x152",
              "x760",
              "x260"
            ],
            "title": "طراز جاكوار"
          },
          "lr_model_key": {
            "default": "",
            "description": "With the brand Land Rover: the model (nameplate code, 001 §9) the carousel shows; '' for every model.",
            "enum": [
              "",
              "l405",
              "l494",
              "l460",
              "l461",
              "l560",
              "l551",
              "l550",
              "l663",
              "l462"
            ],
            "title": "طراز لاند روفر"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "rdx-link": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "الزر",
            "type": "object"
          },
          "sort": {
            "default": "createdAtDesc",
            "enum": [
              "productionYearAsc",
              "productionYearDesc",
              "createdAtAsc",
              "createdAtDesc",
              "mileageAsc",
              "mileageDesc",
              "priceAsc",
              "priceDesc",
              "status"
            ],
            "title": "الترتيب"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-subscription-quiz": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "alternative_product_fullservice_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "البديل — التأجير الشامل: الزر",
            "type": "object"
          },
          "alternative_product_fullservice_content": {
            "default": "الصيانة والتأمين والإطارات في دفعة واحدة.",
            "maxLength": 600,
            "title": "البديل — التأجير الشامل: المحتوى",
            "type": "string"
          },
          "alternative_product_fullservice_image_id": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "البديل — التأجير الشامل: الصورة",
            "type": "object"
          },
          "alternative_product_fullservice_title": {
            "default": "التأجير بخدمة شاملة",
            "maxLength": 150,
            "minLength": 1,
            "title": "البديل — التأجير الشامل: العنوان",
            "type": "string"
          },
          "alternative_product_leasingtogo_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "البديل — التأجير الفوري: الزر",
            "type": "object"
          },
          "alternative_product_leasingtogo_content": {
            "default": "سيارة جاهزة من المخزون بعقد قصير وتسليم سريع.",
            "maxLength": 600,
            "title": "البديل — التأجير الفوري: المحتوى",
            "type": "string"
          },
          "alternative_product_leasingtogo_image_id": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "البديل — التأجير الفوري: الصورة",
            "type": "object"
          },
          "alternative_product_leasingtogo_title": {
            "default": "التأجير الفوري",
            "maxLength": 150,
            "minLength": 1,
            "title": "البديل — التأجير الفوري: العنوان",
            "type": "string"
          },
          "alternative_product_loan_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "البديل — التمويل: الزر",
            "type": "object"
          },
          "alternative_product_loan_content": {
            "default": "تمتلك سيارتك بدفعات شهرية ثابتة.",
            "maxLength": 600,
            "title": "البديل — التمويل: المحتوى",
            "type": "string"
          },
          "alternative_product_loan_image_id": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "البديل — التمويل: الصورة",
            "type": "object"
          },
          "alternative_product_loan_title": {
            "default": "التمويل",
            "maxLength": 150,
            "minLength": 1,
            "title": "البديل — التمويل: العنوان",
            "type": "string"
          },
          "alternative_product_subscription_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "البديل — الاشتراك: الزر",
            "type": "object"
          },
          "alternative_product_subscription_content": {
            "default": "مدة قصيرة ودفعة شهرية واحدة تشمل كل شيء.",
            "maxLength": 600,
            "title": "البديل — الاشتراك: المحتوى",
            "type": "string"
          },
          "alternative_product_subscription_image_id": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "البديل — الاشتراك: الصورة",
            "type": "object"
          },
          "alternative_product_subscription_title": {
            "default": "الاشتراك الشهري",
            "maxLength": 150,
            "minLength": 1,
            "title": "البديل — الاشتراك: العنوان",
            "type": "string"
          },
          "alternatives_label": {
            "default": "بدائل قد تناسبك",
            "description": "The heading above the alternative product cards.",
            "maxLength": 120,
            "minLength": 1,
            "title": "عنوان البدائل",
            "type": "string"
          },
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "footer_button_label": {
            "default": "ابدأ الاختبار من جديد",
            "description": "'start quiz': back to the welcome screen, every answer forgotten.",
            "maxLength": 60,
            "minLength": 1,
            "title": "التذييل: زر إعادة الاختبار",
            "type": "string"
          },
          "footer_services_item_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "التذييل: زر الخدمات",
            "type": "object"
          },
          "footer_services_item_content": {
            "default": "الصيانة والتأمين والمساعدة على الطريق متوفرة مع كل طريقة.",
            "maxLength": 600,
            "title": "التذييل: نص الخدمات",
            "type": "string"
          },
          "footer_start_quiz": {
            "default": "لست متأكداً؟ أعد الاختبار بإجابات أخرى.",
            "maxLength": 300,
            "title": "التذييل: دعوة لإعادة الاختبار",
            "type": "string"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "main_button_title": {
            "default": "ابدأ",
            "description": "START: the welcome screen's button to the first step.",
            "maxLength": 60,
            "minLength": 1,
            "title": "الترحيب: زر البدء",
            "type": "string"
          },
          "main_paragraph": {
            "default": "أجب عن ثلاثة أسئلة قصيرة لنقترح عليك الطريقة التي تناسبك.",
            "maxLength": 600,
            "title": "الترحيب: النص",
            "type": "string"
          },
          "main_product_fullservice_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The card's button (its text is the label).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "المنتج المقترح — التأجير الشامل: الزر",
            "type": "object"
          },
          "main_product_fullservice_content": {
            "default": "الصيانة والإطارات والتأمين مشمولة\nتكلفة شهرية ثابتة ومتوقعة\nمناسب لسيارات الشركات والمسافات الطويلة",
            "description": "One point a line, shown as a list.",
            "maxLength": 1000,
            "title": "المنتج المقترح — التأجير الشامل: المحتوى",
            "type": "string"
          },
          "main_product_fullservice_footer_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "المنتج المقترح — التأجير الشامل: زر التذييل",
            "type": "object"
          },
          "main_product_fullservice_footer_content": {
            "default": "لأسطول شركتك عروض خاصة لدى الموزع.",
            "maxLength": 600,
            "title": "المنتج المقترح — التأجير الشامل: نص التذييل",
            "type": "string"
          },
          "main_product_fullservice_image_id": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "المنتج المقترح — التأجير الشامل: الصورة",
            "type": "object"
          },
          "main_product_fullservice_title": {
            "default": "التأجير بخدمة شاملة",
            "maxLength": 150,
            "minLength": 1,
            "title": "المنتج المقترح — التأجير الشامل: العنوان",
            "type": "string"
          },
          "main_product_label": {
            "default": "ننصحك بـ",
            "description": "The kicker above the main product's title.",
            "maxLength": 80,
            "title": "عنوان المنتج المقترح",
            "type": "string"
          },
          "main_product_loan_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The card's button (its text is the label).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "المنتج المقترح — التمويل: الزر",
            "type": "object"
          },
          "main_product_loan_content": {
            "default": "تمتلك السيارة في نهاية المدة\nدفعات شهرية ثابتة\nدفعة أولى تختارها بنفسك",
            "description": "One point a line, shown as a list.",
            "maxLength": 1000,
            "title": "المنتج المقترح — التمويل: المحتوى",
            "type": "string"
          },
          "main_product_loan_footer_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "المنتج المقترح — التمويل: زر التذييل",
            "type": "object"
          },
          "main_product_loan_footer_content": {
            "default": "جرّب السيارة قبل أن تقرر.",
            "maxLength": 600,
            "title": "المنتج المقترح — التمويل: نص التذييل",
            "type": "string"
          },
          "main_product_loan_image_id": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "المنتج المقترح — التمويل: الصورة",
            "type": "object"
          },
          "main_product_loan_title": {
            "default": "التمويل",
            "maxLength": 150,
            "minLength": 1,
            "title": "المنتج المقترح — التمويل: العنوان",
            "type": "string"
          },
          "main_product_subscription_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The card's button (its text is the label).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "المنتج المقترح — الاشتراك: الزر",
            "type": "object"
          },
          "main_product_subscription_content": {
            "default": "دفعة شهرية واحدة تشمل التأمين والصيانة والتسجيل\nمدة مرنة تبدأ من 6 أشهر\nبدّل سيارتك أو أعدها في نهاية المدة",
            "description": "One point a line, shown as a list.",
            "maxLength": 1000,
            "title": "المنتج المقترح — الاشتراك: المحتوى",
            "type": "string"
          },
          "main_product_subscription_footer_button": {
            "additionalProperties": false,
            "default": {},
            "description": "The catalogue's Link / CTA value (catalogue §3.5).",
            "properties": {
              "dc_strategy": {
                "additionalProperties": false,
                "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                "properties": {
                  "key": {
                    "default": "",
                    "type": "string"
                  },
                  "value": {
                    "default": "",
                    "type": "string"
                  }
                },
                "title": "DcStrategy",
                "type": "object"
              },
              "form_layout": {
                "default": "",
                "enum": [
                  "",
                  "double_column"
                ]
              },
              "hidden_fields": {
                "additionalProperties": {
                  "type": "string"
                },
                "default": {},
                "description": "Hidden form field name -> value, sent with a form link.",
                "type": "object"
              },
              "icon": {
                "default": "",
                "type": "string"
              },
              "link_text": {
                "default": "",
                "maxLength": 200,
                "type": "string"
              },
              "rdx_forms_form_id": {
                "default": "",
                "type": "string"
              },
              "size": {
                "default": "medium",
                "enum": [
                  "medium",
                  "small"
                ]
              },
              "target": {
                "default": "_self",
                "enum": [
                  "_self",
                  "_blank"
                ]
              },
              "theme": {
                "default": "",
                "type": "string"
              },
              "type": {
                "default": "internal",
                "enum": [
                  "internal",
                  "external",
                  "form",
                  "file"
                ]
              },
              "ui_type": {
                "default": "primary",
                "enum": [
                  "primary",
                  "secondary",
                  "tertiary"
                ]
              },
              "url": {
                "default": "",
                "maxLength": 2000,
                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                "type": "string"
              }
            },
            "title": "المنتج المقترح — الاشتراك: زر التذييل",
            "type": "object"
          },
          "main_product_subscription_footer_content": {
            "default": "هل لديك سؤال عن الاشتراك؟ فريقنا في المعرض جاهز لمساعدتك.",
            "maxLength": 600,
            "title": "المنتج المقترح — الاشتراك: نص التذييل",
            "type": "string"
          },
          "main_product_subscription_image_id": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "المنتج المقترح — الاشتراك: الصورة",
            "type": "object"
          },
          "main_product_subscription_title": {
            "default": "الاشتراك الشهري",
            "maxLength": 150,
            "minLength": 1,
            "title": "المنتج المقترح — الاشتراك: العنوان",
            "type": "string"
          },
          "main_title": {
            "default": "أي طريقة تناسبك لقيادة سيارتك؟",
            "maxLength": 150,
            "minLength": 1,
            "title": "الترحيب: العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "previous_label": {
            "default": "السابق",
            "maxLength": 60,
            "minLength": 1,
            "title": "زر السابق",
            "type": "string"
          },
          "quiz_answer_label_step_1_1": {
            "default": "للاستخدام الشخصي",
            "maxLength": 120,
            "minLength": 1,
            "title": "الخطوة 1: الإجابة 1",
            "type": "string"
          },
          "quiz_answer_label_step_1_2": {
            "default": "للعمل",
            "maxLength": 120,
            "minLength": 1,
            "title": "الخطوة 1: الإجابة 2",
            "type": "string"
          },
          "quiz_answer_label_step_1_3": {
            "default": "للعمل والاستخدام الشخصي",
            "maxLength": 120,
            "minLength": 1,
            "title": "الخطوة 1: الإجابة 3",
            "type": "string"
          },
          "quiz_answer_label_step_2_1": {
            "default": "من 6 إلى 12 شهراً",
            "maxLength": 120,
            "minLength": 1,
            "title": "الخطوة 2: الإجابة 1",
            "type": "string"
          },
          "quiz_answer_label_step_2_2": {
            "default": "من 12 إلى 24 شهراً",
            "maxLength": 120,
            "minLength": 1,
            "title": "الخطوة 2: الإجابة 2",
            "type": "string"
          },
          "quiz_answer_label_step_2_3": {
            "default": "من 24 إلى 60 شهراً",
            "maxLength": 120,
            "minLength": 1,
            "title": "الخطوة 2: الإجابة 3",
            "type": "string"
          },
          "quiz_answer_label_step_3_1": {
            "default": "أقل من 20,000 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "الخطوة 3: الإجابة 1",
            "type": "string"
          },
          "quiz_answer_label_step_3_2": {
            "default": "أكثر من 20,000 كم",
            "maxLength": 120,
            "minLength": 1,
            "title": "الخطوة 3: الإجابة 2",
            "type": "string"
          },
          "quiz_button_title": {
            "default": "التالي",
            "description": "Next on each step; the third step's Next opens the summary.",
            "maxLength": 60,
            "minLength": 1,
            "title": "الأسئلة: زر التالي",
            "type": "string"
          },
          "quiz_image_id": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الأسئلة: الصورة",
            "type": "object"
          },
          "quiz_label_step_1": {
            "default": "لمن ستستخدم السيارة؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "الخطوة 1: السؤال",
            "type": "string"
          },
          "quiz_label_step_2": {
            "default": "كم شهراً تحتاج السيارة؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "الخطوة 2: السؤال",
            "type": "string"
          },
          "quiz_label_step_3": {
            "default": "كم كيلومتراً تقطع في السنة؟",
            "maxLength": 200,
            "minLength": 1,
            "title": "الخطوة 3: السؤال",
            "type": "string"
          },
          "quiz_paragraph": {
            "default": "",
            "maxLength": 600,
            "title": "الأسئلة: النص",
            "type": "string"
          },
          "quiz_title": {
            "default": "اعثر على الطريقة المناسبة لك",
            "description": "Shown beside every step, above the question.",
            "maxLength": 150,
            "minLength": 1,
            "title": "الأسئلة: العنوان",
            "type": "string"
          },
          "single_hint_label": {
            "default": "اختر إجابة",
            "maxLength": 80,
            "minLength": 1,
            "title": "تلميح الإجابة",
            "type": "string"
          },
          "step_label": {
            "default": "الخطوة {current} من {total}",
            "description": "The step indicator above each question, announced to screen readers on each step. Must keep {current} and {total}.",
            "maxLength": 80,
            "minLength": 1,
            "pattern": "^(?=[\\s\\S]*\\{current\\})(?=[\\s\\S]*\\{total\\})[\\s\\S]*$",
            "title": "مؤشر الخطوة",
            "type": "string"
          },
          "summary_button_title": {
            "default": "اعرض النتائج",
            "description": "RESULTS: the summary's button to the results.",
            "maxLength": 60,
            "minLength": 1,
            "title": "الملخص: زر النتائج",
            "type": "string"
          },
          "summary_image_id": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الملخص: الصورة",
            "type": "object"
          },
          "summary_paragraph": {
            "default": "راجع إجاباتك قبل أن نعرض عليك النتيجة.",
            "maxLength": 600,
            "title": "الملخص: النص",
            "type": "string"
          },
          "summary_subtitle": {
            "default": "إجاباتك",
            "maxLength": 150,
            "title": "الملخص: العنوان الفرعي",
            "type": "string"
          },
          "summary_title": {
            "default": "ملخص إجاباتك",
            "maxLength": 150,
            "minLength": 1,
            "title": "الملخص: العنوان",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          },
          "welcome_imageid": {
            "additionalProperties": false,
            "default": {
              "id": 24735
            },
            "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
            "properties": {
              "alt": {
                "description": "Alternative text read by screen readers.",
                "maxLength": 300,
                "type": "string"
              },
              "id": {
                "description": "Media-library image id.",
                "maximum": 2147483647,
                "minimum": 1,
                "type": "integer"
              }
            },
            "required": [
              "id"
            ],
            "title": "الترحيب: الصورة",
            "type": "object"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {},
          "type": "object"
        },
        "maxItems": 0,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-tabbed-component": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "clickToInteract": {
            "default": "انقر واسحب للتدوير",
            "description": "Shown over the view before the first interaction, on screens with a mouse.",
            "maxLength": 60,
            "title": "نص «انقر للتفاعل»",
            "type": "string"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "exit": {
            "default": "خروج",
            "maxLength": 40,
            "title": "نص «خروج»",
            "type": "string"
          },
          "hasControls": {
            "default": true,
            "description": "The exterior view's slider with its handle. Keyboard and drag work either way.",
            "title": "إظهار أزرار التحكم",
            "type": "boolean"
          },
          "hasVideoControls": {
            "default": true,
            "description": "The browser's controls on a video slide the visitor starts; off, a click on the video plays and pauses it. A background video keeps its pause button either way.",
            "title": "إظهار أزرار الفيديو",
            "type": "boolean"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "resetToDash": {
            "default": "العودة إلى لوحة القيادة",
            "maxLength": 60,
            "title": "نص «العودة إلى لوحة القيادة»",
            "type": "string"
          },
          "touchToInteract": {
            "default": "المس واسحب للتدوير",
            "description": "Shown instead of clickToInteract on touch screens.",
            "maxLength": 60,
            "title": "نص «المس للتفاعل»",
            "type": "string"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "component_type": {
              "default": "lrdx-exterior360",
              "description": "What the tab shows.",
              "enum": [
                "lrdx-hero-slider",
                "lrdx-exterior360",
                "lrdx-interior-360"
              ],
              "title": "المكوّن المعروض"
            },
            "preset-exterior": {
              "default": "l663-110-exterior",
              "description": "For an Exterior 360 tab: the media library's exterior image sequence.",
              "enum": [
                "l663-110-exterior",
                "l460-exterior"
              ],
              "title": "تسلسل الصور الخارجي"
            },
            "preset-interior": {
              "default": "l663-110-interior",
              "description": "For an Interior 360 tab: the media library's cabin panorama.",
              "enum": [
                "l663-110-interior"
              ],
              "title": "البانوراما الداخلية"
            },
            "slides": {
              "default": [],
              "description": "For a Hero Carousel tab: its slides, with the Hero Carousel's group fields.",
              "items": {
                "additionalProperties": false,
                "default": {},
                "properties": {
                  "description": {
                    "default": "",
                    "description": "HTML, sanitised.",
                    "maxLength": 5000,
                    "title": "الوصف",
                    "type": "string"
                  },
                  "info": {
                    "default": "",
                    "description": "The slide's headline (HTML, sanitised like every HTML field).",
                    "maxLength": 2000,
                    "title": "العنوان",
                    "type": "string"
                  },
                  "price": {
                    "default": "",
                    "description": "HTML, sanitised.",
                    "maxLength": 1000,
                    "title": "السعر",
                    "type": "string"
                  },
                  "rdx-fallback-links": {
                    "default": [],
                    "description": "Shown instead of rdx-link when it is empty or its dynamic-content rule hides it. At most 2.",
                    "items": {
                      "additionalProperties": false,
                      "default": {},
                      "description": "The catalogue's Link / CTA value (catalogue §3.5).",
                      "properties": {
                        "dc_strategy": {
                          "additionalProperties": false,
                          "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                          "properties": {
                            "key": {
                              "default": "",
                              "type": "string"
                            },
                            "value": {
                              "default": "",
                              "type": "string"
                            }
                          },
                          "title": "DcStrategy",
                          "type": "object"
                        },
                        "form_layout": {
                          "default": "",
                          "enum": [
                            "",
                            "double_column"
                          ]
                        },
                        "hidden_fields": {
                          "additionalProperties": {
                            "type": "string"
                          },
                          "default": {},
                          "description": "Hidden form field name -> value, sent with a form link.",
                          "type": "object"
                        },
                        "icon": {
                          "default": "",
                          "type": "string"
                        },
                        "link_text": {
                          "default": "",
                          "maxLength": 200,
                          "type": "string"
                        },
                        "rdx_forms_form_id": {
                          "default": "",
                          "type": "string"
                        },
                        "size": {
                          "default": "medium",
                          "enum": [
                            "medium",
                            "small"
                          ]
                        },
                        "target": {
                          "default": "_self",
                          "enum": [
                            "_self",
                            "_blank"
                          ]
                        },
                        "theme": {
                          "default": "",
                          "type": "string"
                        },
                        "type": {
                          "default": "internal",
                          "enum": [
                            "internal",
                            "external",
                            "form",
                            "file"
                          ]
                        },
                        "ui_type": {
                          "default": "primary",
                          "enum": [
                            "primary",
                            "secondary",
                            "tertiary"
                          ]
                        },
                        "url": {
                          "default": "",
                          "maxLength": 2000,
                          "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                          "type": "string"
                        }
                      },
                      "title": "Link",
                      "type": "object"
                    },
                    "maxItems": 2,
                    "title": "روابط بديلة",
                    "type": "array"
                  },
                  "rdx-image": {
                    "additionalProperties": false,
                    "default": {
                      "id": 24735
                    },
                    "description": "A media-library image reference: the image id and, where the field asks for it, its alternative text.",
                    "properties": {
                      "alt": {
                        "description": "Alternative text read by screen readers.",
                        "maxLength": 300,
                        "type": "string"
                      },
                      "id": {
                        "description": "Media-library image id.",
                        "maximum": 2147483647,
                        "minimum": 1,
                        "type": "integer"
                      }
                    },
                    "required": [
                      "id"
                    ],
                    "title": "الصورة",
                    "type": "object"
                  },
                  "rdx-image-wide": {
                    "additionalProperties": false,
                    "default": {
                      "id": 24735
                    },
                    "description": "Shown from 741px up when has_wide_ratio is on. Left as the default image, the slide's picture is used, cropped to the wide ratio. Its alternative text is the picture's.",
                    "properties": {
                      "alt": {
                        "description": "Alternative text read by screen readers.",
                        "maxLength": 300,
                        "type": "string"
                      },
                      "id": {
                        "description": "Media-library image id.",
                        "maximum": 2147483647,
                        "minimum": 1,
                        "type": "integer"
                      }
                    },
                    "required": [
                      "id"
                    ],
                    "title": "الصورة العريضة",
                    "type": "object"
                  },
                  "rdx-link": {
                    "additionalProperties": false,
                    "default": {},
                    "description": "The catalogue's Link / CTA value (catalogue §3.5).",
                    "properties": {
                      "dc_strategy": {
                        "additionalProperties": false,
                        "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                        "properties": {
                          "key": {
                            "default": "",
                            "type": "string"
                          },
                          "value": {
                            "default": "",
                            "type": "string"
                          }
                        },
                        "title": "DcStrategy",
                        "type": "object"
                      },
                      "form_layout": {
                        "default": "",
                        "enum": [
                          "",
                          "double_column"
                        ]
                      },
                      "hidden_fields": {
                        "additionalProperties": {
                          "type": "string"
                        },
                        "default": {},
                        "description": "Hidden form field name -> value, sent with a form link.",
                        "type": "object"
                      },
                      "icon": {
                        "default": "",
                        "type": "string"
                      },
                      "link_text": {
                        "default": "",
                        "maxLength": 200,
                        "type": "string"
                      },
                      "rdx_forms_form_id": {
                        "default": "",
                        "type": "string"
                      },
                      "size": {
                        "default": "medium",
                        "enum": [
                          "medium",
                          "small"
                        ]
                      },
                      "target": {
                        "default": "_self",
                        "enum": [
                          "_self",
                          "_blank"
                        ]
                      },
                      "theme": {
                        "default": "",
                        "type": "string"
                      },
                      "type": {
                        "default": "internal",
                        "enum": [
                          "internal",
                          "external",
                          "form",
                          "file"
                        ]
                      },
                      "ui_type": {
                        "default": "primary",
                        "enum": [
                          "primary",
                          "secondary",
                          "tertiary"
                        ]
                      },
                      "url": {
                        "default": "",
                        "maxLength": 2000,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "type": "string"
                      }
                    },
                    "title": "الرابط",
                    "type": "object"
                  },
                  "slide_duration_limit": {
                    "default": "",
                    "description": "This slide's own time in ms instead of slide_duration; empty: slide_duration.",
                    "pattern": "^$|^([1-9][0-9]{3}|[1-5][0-9]{4}|60000)$",
                    "title": "مدة هذه الشريحة (ملّي ثانية)",
                    "type": "string"
                  },
                  "video-styles": {
                    "additionalProperties": false,
                    "default": {},
                    "description": "How the video sits in the slide. The catalogue held this as a JSON string; here a structured value.",
                    "properties": {
                      "background": {
                        "default": "",
                        "description": "Colour behind a contained video (#rgb or #rrggbb); empty: the slide's.",
                        "pattern": "^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6})?$",
                        "type": "string"
                      },
                      "fit": {
                        "default": "cover",
                        "description": "cover fills the slide and crops; contain shows the whole video with bands.",
                        "enum": [
                          "cover",
                          "contain"
                        ]
                      },
                      "focus_x": {
                        "default": 50,
                        "description": "Horizontal focal point in percent from the video's left edge, kept in view when cropped.",
                        "maximum": 100,
                        "minimum": 0,
                        "type": "number"
                      },
                      "focus_y": {
                        "default": 50,
                        "description": "Vertical focal point in percent from the top edge.",
                        "maximum": 100,
                        "minimum": 0,
                        "type": "number"
                      },
                      "zoom": {
                        "default": 1,
                        "description": "Scale of the video inside the slide (1 = as fitted).",
                        "maximum": 3,
                        "minimum": 1,
                        "type": "number"
                      }
                    },
                    "title": "تنسيق الفيديو",
                    "type": "object"
                  },
                  "video-styles-wide": {
                    "additionalProperties": false,
                    "default": {},
                    "description": "video-styles for the wide ratio (has_wide_ratio, 741px up). The catalogue held this as a JSON string; here a structured value.",
                    "properties": {
                      "background": {
                        "default": "",
                        "description": "Colour behind a contained video (#rgb or #rrggbb); empty: the slide's.",
                        "pattern": "^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6})?$",
                        "type": "string"
                      },
                      "fit": {
                        "default": "cover",
                        "description": "cover fills the slide and crops; contain shows the whole video with bands.",
                        "enum": [
                          "cover",
                          "contain"
                        ]
                      },
                      "focus_x": {
                        "default": 50,
                        "description": "Horizontal focal point in percent from the video's left edge, kept in view when cropped.",
                        "maximum": 100,
                        "minimum": 0,
                        "type": "number"
                      },
                      "focus_y": {
                        "default": 50,
                        "description": "Vertical focal point in percent from the top edge.",
                        "maximum": 100,
                        "minimum": 0,
                        "type": "number"
                      },
                      "zoom": {
                        "default": 1,
                        "description": "Scale of the video inside the slide (1 = as fitted).",
                        "maximum": 3,
                        "minimum": 1,
                        "type": "number"
                      }
                    },
                    "title": "تنسيق الفيديو العريض",
                    "type": "object"
                  },
                  "video_bg": {
                    "default": "",
                    "description": "A YouTube address (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…). Played through youtube-nocookie.com, only once the visitor consented to third-party content and only when the slide is shown.",
                    "maxLength": 300,
                    "pattern": "^$|^https://(www\\.|m\\.)?(youtube\\.com/(watch\\?v=|embed/|shorts/)|youtube-nocookie\\.com/embed/|youtu\\.be/)[A-Za-z0-9_-]{6,20}([?&#][^\\s]*)?$",
                    "title": "رابط فيديو يوتيوب",
                    "type": "string"
                  },
                  "video_desktop": {
                    "default": "",
                    "description": "A native video file (MP4/WebM on this site or https) for the slide; plays in place of the YouTube video when both are set.",
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "title": "فيديو (ملف) للشاشات الكبيرة",
                    "type": "string"
                  },
                  "video_mobile": {
                    "default": "",
                    "description": "The native video phones play when has_mobile_video is on.",
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "title": "فيديو (ملف) للجوال",
                    "type": "string"
                  },
                  "video_type": {
                    "default": "video",
                    "description": "video: a play button over the picture starts the video with its controls. video_background: the video plays muted and looped behind the text (when is_autoplay is on and the visitor does not prefer reduced motion), with a pause button.",
                    "enum": [
                      "video",
                      "video_background"
                    ],
                    "title": "نوع الفيديو"
                  }
                },
                "type": "object"
              },
              "title": "الشرائح",
              "type": "array"
            },
            "tab_label": {
              "maxLength": 40,
              "minLength": 1,
              "title": "عنوان التبويب",
              "type": "string"
            }
          },
          "required": [
            "tab_label"
          ],
          "type": "object"
        },
        "maxItems": 6,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  },
  "lrdx-text-steps": {
    "properties": {
      "fields": {
        "additionalProperties": false,
        "default": {},
        "properties": {
          "block_scroll_id": {
            "default": "",
            "description": "The block's scroll anchor: /ar/page#id scrolls here.",
            "maxLength": 80,
            "pattern": "^[A-Za-z0-9_-]*$",
            "title": "معرّف التمرير",
            "type": "string"
          },
          "border_grid_class": {
            "default": "no-border",
            "enum": [
              "border-top",
              "border-bottom",
              "border-top-bottom",
              "no-border"
            ],
            "title": "الحدود"
          },
          "box_color": {
            "default": "white-theme",
            "enum": [
              "white-theme",
              "light-theme",
              "grey-theme",
              "dark-theme"
            ],
            "title": "لون الصندوق"
          },
          "error_msg": {
            "default": "حدث خطأ ما، يرجى المحاولة مرة أخرى.",
            "maxLength": 300,
            "title": "رسالة الخطأ",
            "type": "string"
          },
          "header_size": {
            "default": "xl",
            "enum": [
              "xs",
              "s",
              "m",
              "l",
              "xl"
            ],
            "title": "حجم العنوان"
          },
          "header_tag": {
            "default": 2,
            "enum": [
              1,
              2,
              3,
              4,
              5,
              6
            ],
            "title": "مستوى العنوان"
          },
          "heading": {
            "default": "",
            "maxLength": 300,
            "title": "العنوان",
            "type": "string"
          },
          "offer_schedule": {
            "default": [],
            "description": "Periods in which a block is visible, each day from 00:00:01 to 23:59:59 site local time. Empty means always visible.",
            "items": {
              "additionalProperties": false,
              "properties": {
                "end": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                },
                "start": {
                  "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
                  "type": "string"
                }
              },
              "required": [
                "start",
                "end"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "جدول العرض",
            "type": "array"
          },
          "padding_grid_class": {
            "default": "",
            "enum": [
              "",
              "top-space-0",
              "bottom-space-0",
              "y-space-0"
            ],
            "title": "المسافات"
          },
          "paragraph": {
            "default": "",
            "maxLength": 5000,
            "title": "الفقرة",
            "type": "string"
          },
          "rdx-buttons": {
            "default": [],
            "items": {
              "additionalProperties": false,
              "default": {},
              "description": "The catalogue's Link / CTA value (catalogue §3.5).",
              "properties": {
                "dc_strategy": {
                  "additionalProperties": false,
                  "description": "A dynamic-content rule: the content shows when the strategy named by key accepts value.",
                  "properties": {
                    "key": {
                      "default": "",
                      "type": "string"
                    },
                    "value": {
                      "default": "",
                      "type": "string"
                    }
                  },
                  "title": "DcStrategy",
                  "type": "object"
                },
                "form_layout": {
                  "default": "",
                  "enum": [
                    "",
                    "double_column"
                  ]
                },
                "hidden_fields": {
                  "additionalProperties": {
                    "type": "string"
                  },
                  "default": {},
                  "description": "Hidden form field name -> value, sent with a form link.",
                  "type": "object"
                },
                "icon": {
                  "default": "",
                  "type": "string"
                },
                "link_text": {
                  "default": "",
                  "maxLength": 200,
                  "type": "string"
                },
                "rdx_forms_form_id": {
                  "default": "",
                  "type": "string"
                },
                "size": {
                  "default": "medium",
                  "enum": [
                    "medium",
                    "small"
                  ]
                },
                "target": {
                  "default": "_self",
                  "enum": [
                    "_self",
                    "_blank"
                  ]
                },
                "theme": {
                  "default": "",
                  "type": "string"
                },
                "type": {
                  "default": "internal",
                  "enum": [
                    "internal",
                    "external",
                    "form",
                    "file"
                  ]
                },
                "ui_type": {
                  "default": "primary",
                  "enum": [
                    "primary",
                    "secondary",
                    "tertiary"
                  ]
                },
                "url": {
                  "default": "",
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "type": "string"
                }
              },
              "title": "Link",
              "type": "object"
            },
            "maxItems": 2,
            "title": "الأزرار",
            "type": "array"
          },
          "try_again_btn_label": {
            "default": "حاول مرة أخرى",
            "maxLength": 80,
            "title": "نص زر إعادة المحاولة",
            "type": "string"
          }
        },
        "type": "object"
      },
      "groups": {
        "default": [],
        "items": {
          "additionalProperties": false,
          "default": {},
          "properties": {
            "step_paragraph": {
              "default": "",
              "maxLength": 1000,
              "title": "نص الخطوة",
              "type": "string"
            },
            "step_title": {
              "maxLength": 150,
              "minLength": 1,
              "title": "عنوان الخطوة",
              "type": "string"
            }
          },
          "required": [
            "step_title"
          ],
          "type": "object"
        },
        "maxItems": 10,
        "type": "array"
      }
    },
    "required": [
      "fields",
      "groups"
    ],
    "type": "object"
  }
};

/** Settings namespace -> JSON Schema of its form; JSON-string keys appear parsed (each keeps its literal type). */
export const settingsFormSchemas = {
  "auth": {
    "properties": {
      "auth.oidc.audience": {
        "default": "",
        "description": "يُرسل إلى مزوّد الهوية عند الدخول إن كُتب. اتركه فارغًا ما لم يطلبه المزوّد.",
        "maxLength": 500,
        "title": "الجمهور المطلوب",
        "type": "string"
      },
      "auth.oidc.authorization_url": {
        "default": "",
        "description": "يستبدل صفحة الدخول التي يعلنها مزوّد الهوية. فارغ: تُستعمل صفحة المزوّد المعلنة.",
        "maxLength": 2000,
        "pattern": "^(https?://[^\\s]+)?$",
        "title": "عنوان صفحة التفويض",
        "type": "string"
      },
      "auth.oidc.client_id": {
        "default": "",
        "description": "معرّف الموقع لدى مزوّد الهوية، كما يظهر في لوحة المزوّد. إن ضبطه مدير الخادم فقيمته هي المعتمدة.",
        "maxLength": 200,
        "title": "معرّف الموقع لدى المزوّد",
        "type": "string"
      },
      "auth.oidc.default_role": {
        "default": "viewer",
        "description": "الدور الذي يناله المستخدم في أول دخول موحّد له. يمكن تغييره بعدها من صفحة المستخدمين.",
        "enum": [
          "viewer",
          "editor",
          "admin"
        ],
        "title": "دور المستخدم الجديد عبر الدخول الموحّد"
      },
      "auth.oidc.instance_id": {
        "default": "",
        "description": "يُرسل إلى مزوّد الهوية عند الدخول إن كُتب. اتركه فارغًا ما لم يطلبه المزوّد.",
        "maxLength": 200,
        "title": "معرّف النسخة",
        "type": "string"
      },
      "auth.oidc.issuer": {
        "default": "",
        "description": "عنوان مزوّد الدخول الموحّد كما يعطيه مزوّد الهوية، مثل https://login.example.com. فارغ: يتوقف الدخول الموحّد ما لم يضبطه مدير الخادم.",
        "maxLength": 2000,
        "pattern": "^(https?://[^\\s]+)?$",
        "title": "عنوان مزوّد الدخول الموحّد",
        "type": "string"
      }
    },
    "type": "object"
  },
  "basic_popup": {
    "properties": {
      "basic_popup.body": {
        "default": "",
        "description": "نص عادي؛ تبقى فواصل الأسطر كما هي.",
        "maxLength": 5000,
        "title": "النص",
        "type": "string"
      },
      "basic_popup.buttons": {
        "items": {
          "additionalProperties": false,
          "properties": {
            "close_on_click": {
              "default": true,
              "title": "يُغلق النافذة عند النقر",
              "type": "boolean"
            },
            "icon": {
              "default": "",
              "maxLength": 60,
              "title": "الأيقونة",
              "type": "string"
            },
            "target": {
              "default": "_self",
              "oneOf": [
                {
                  "const": "_self",
                  "title": "النافذة نفسها"
                },
                {
                  "const": "_blank",
                  "title": "نافذة جديدة"
                }
              ],
              "title": "يُفتح في",
              "type": "string"
            },
            "text": {
              "maxLength": 60,
              "minLength": 1,
              "title": "النص",
              "type": "string"
            },
            "type": {
              "default": "primary",
              "oneOf": [
                {
                  "const": "primary",
                  "title": "أساسي"
                },
                {
                  "const": "secondary",
                  "title": "ثانوي"
                }
              ],
              "title": "النوع",
              "type": "string"
            },
            "url": {
              "default": "",
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الرابط",
              "type": "string"
            }
          },
          "required": [
            "text"
          ],
          "type": "object"
        },
        "maxItems": 4,
        "title": "الأزرار",
        "type": "array"
      },
      "basic_popup.cookie_expiry_days": {
        "default": "30",
        "pattern": "^[1-9][0-9]{0,3}$",
        "title": "مدة ملف الارتباط بالأيام",
        "type": "string"
      },
      "basic_popup.end_date": {
        "default": "",
        "description": "بالصيغة نفسها التي للبداية. فارغ: لا تنتهي.",
        "pattern": "^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$",
        "title": "ينتهي في",
        "type": "string"
      },
      "basic_popup.header": {
        "default": "",
        "maxLength": 200,
        "title": "العنوان",
        "type": "string"
      },
      "basic_popup.is_enabled": {
        "default": "false",
        "enum": [
          "true",
          "false"
        ],
        "title": "تفعيل النافذة المنبثقة"
      },
      "basic_popup.matching_paths": {
        "description": "مسارات صفحات الموقع، و* لأي أحرف: [\"/*\"] في كل الصفحات، [\"/offers/*\"] في العروض وحدها. تُقارن المسارات مع رمز اللغة (/ar) وبدونه.",
        "items": {
          "maxLength": 300,
          "minLength": 1,
          "type": "string"
        },
        "maxItems": 50,
        "title": "الصفحات التي تظهر فيها",
        "type": "array"
      },
      "basic_popup.namespace": {
        "default": "basic_popup",
        "description": "يُحفظ الإغلاق باسم يبدأ بهذه البادئة؛ غيّرها لتظهر النافذة من جديد لكل الزوار.",
        "pattern": "^[A-Za-z0-9_-]{0,60}$",
        "title": "بادئة مفتاح الإغلاق",
        "type": "string"
      },
      "basic_popup.start_date": {
        "default": "",
        "description": "تاريخ (2025-06-01) أو تاريخ ووقت مع فرق التوقيت (2025-06-01T09:00:00+04:00). فارغ: بدأت بالفعل.",
        "pattern": "^$|^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2})?(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})?)?$",
        "title": "يبدأ في",
        "type": "string"
      },
      "basic_popup.store_type": {
        "default": "localStorage",
        "description": "أين يُتذكّر إغلاق الزائر للنافذة: في المتصفح حتى يُمسح، أو في جلسة التبويب، أو في ملف ارتباط لعدد الأيام المحدد، أو لا شيء (تظهر عند كل تحميل).",
        "enum": [
          "localStorage",
          "sessionStorage",
          "cookie",
          "none"
        ],
        "title": "تذكّر الإغلاق في"
      }
    },
    "type": "object"
  },
  "cars_inventory_ssr": {
    "properties": {
      "cars_inventory_ssr.ci_stock_page_path": {
        "default": "",
        "description": "مسار صفحة قائمة السيارات المتوفرة، مثل stock أو ‎/ar/stock، ويُستعمل إن بقي مسار صفحة المخزون في إعدادات محدد المخزون فارغًا. فارغ أيضًا: الصفحة الرئيسية.",
        "maxLength": 300,
        "pattern": "^[^\\u0000\\s]*$",
        "title": "مسار صفحة المخزون (احتياطي)",
        "type": "string"
      }
    },
    "type": "object"
  },
  "cookie_consent": {
    "properties": {
      "cookie_consent.content": {
        "additionalProperties": false,
        "description": "عند تحديده يظهر الشريط بهذا الشكل بدلًا من المعتاد: عنوان وزر واحد لقبول الكل.",
        "properties": {
          "accept_button": {
            "maxLength": 60,
            "minLength": 1,
            "title": "نص زر القبول",
            "type": "string"
          },
          "accept_button_position": {
            "default": "end",
            "description": "موضع زر القبول: قبل العنوان أو في النهاية.",
            "oneOf": [
              {
                "const": "start",
                "title": "في البداية"
              },
              {
                "const": "end",
                "title": "في النهاية"
              }
            ],
            "title": "موضع زر القبول",
            "type": "string"
          },
          "title": {
            "maxLength": 500,
            "minLength": 1,
            "title": "العنوان",
            "type": "string"
          },
          "title_level": {
            "default": "h2",
            "oneOf": [
              {
                "const": "h2",
                "title": "عنوان من المستوى 2"
              },
              {
                "const": "h3",
                "title": "عنوان من المستوى 3"
              },
              {
                "const": "h4",
                "title": "عنوان من المستوى 4"
              },
              {
                "const": "h5",
                "title": "عنوان من المستوى 5"
              },
              {
                "const": "h6",
                "title": "عنوان من المستوى 6"
              }
            ],
            "title": "مستوى العنوان",
            "type": "string"
          }
        },
        "required": [
          "title",
          "accept_button"
        ],
        "title": "لافتة مختصرة",
        "type": "object"
      },
      "cookie_consent.default_placeholder": {
        "default": "",
        "description": "يظهر مكان محتوى الأطراف الأخرى (الخرائط والفيديو) ما دامت الموافقة غائبة. فارغ: نص الموقع بلغة الزائر.",
        "maxLength": 500,
        "title": "نص بديل المحتوى المحجوب",
        "type": "string"
      },
      "cookie_consent.settings.culture": {
        "default": "ar",
        "description": "رمز اللغة الذي يُمرَّر إلى مدير موافقة خارجي (ar، en).",
        "maxLength": 20,
        "pattern": "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$",
        "title": "لغة مدير الموافقة",
        "type": "string"
      },
      "cookie_consent.strategies.basic.description": {
        "default": "",
        "description": "شرح الشريط؛ فارغ: نص الموقع.",
        "maxLength": 1000,
        "title": "نص اللافتة",
        "type": "string"
      },
      "cookie_consent.strategies.basic.privacy_url": {
        "default": "",
        "description": "رابط من الشريط عند تحديده (مسار في الموقع مثل /privacy-policy أو عنوان https).",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "رابط سياسة الخصوصية",
        "type": "string"
      },
      "cookie_consent.strategies.basic.title": {
        "default": "",
        "description": "عنوان الشريط؛ فارغ: نص الموقع.",
        "maxLength": 120,
        "title": "عنوان اللافتة",
        "type": "string"
      },
      "cookie_consent.strategies.onetrust.category_map": {
        "additionalProperties": {
          "enum": [
            "obligatory",
            "optional",
            "statistic",
            "marketing",
            "unclassified"
          ]
        },
        "description": "رقم الفئة ← النطاق. الفئات غير المذكورة تُعد اختيارية. الافتراضي: C0001 إلزامية، وC0002 وC0004 اختيارية.",
        "maxProperties": 20,
        "propertyNames": {
          "pattern": "^[A-Za-z0-9_-]{1,40}$",
          "type": "string"
        },
        "title": "ربط فئات مدير الموافقة بالنطاقات",
        "type": "object"
      },
      "cookie_consent.strategy": {
        "default": "none",
        "description": "«اللافتة الأساسية» تُظهر شريط الموقع؛ «بدون طلب موافقة» لا يسأل ويقبل كل ملفات الارتباط؛ OneTrust يترك الاختيار لمدير الموافقة ذاك.",
        "enum": [
          "none",
          "basic",
          "onetrust"
        ],
        "title": "طريقة طلب الموافقة"
      }
    },
    "type": "object"
  },
  "currency_exchange": {
    "properties": {
      "currency_exchange.api_url": {
        "default": "",
        "description": "عنوان خدمة أسعار الصرف. فارغ: لا يُطلب شيء من الخارج ويجيب الموقع بالسعر الثابت أدناه.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان خدمة أسعار الصرف",
        "type": "string"
      },
      "currency_exchange.class_name": {
        "default": "price-exchange-class",
        "description": "الأسعار الموسومة بهذا الصنف في الصفحة تُحوَّل بسعر الصرف وتُقرَّب إلى عدد صحيح. الافتراضي price-exchange-class.",
        "maxLength": 100,
        "pattern": "^([A-Za-z_][A-Za-z0-9_-]*)?$",
        "title": "صنف عناصر الأسعار المحوَّلة",
        "type": "string"
      },
      "currency_exchange.fixed_rate": {
        "default": "",
        "description": "سعر الصرف الذي يُستعمل حين يكون عنوان الخدمة فارغًا، مثل 3.67. فارغ: لا تحويل.",
        "maxLength": 30,
        "pattern": "^([0-9]+(\\.[0-9]+)?)?$",
        "title": "سعر صرف ثابت (الخدمة المحلية)",
        "type": "string"
      },
      "currency_exchange.response_key": {
        "default": "data",
        "description": "أين يقع سعر الصرف في رد الخدمة، أسماء تفصلها نقاط، مثل data أو rates.aed. الافتراضي data.",
        "maxLength": 200,
        "pattern": "^[^\\s]*$",
        "title": "مسار سعر الصرف في الرد",
        "type": "string"
      },
      "currency_exchange.start_date_key": {
        "default": "startdate",
        "description": "أين يقع تاريخ بدء سعر الصرف في رد الخدمة، أسماء تفصلها نقاط. الافتراضي startdate.",
        "maxLength": 200,
        "pattern": "^[^\\s]*$",
        "title": "مسار تاريخ البدء في الرد",
        "type": "string"
      }
    },
    "type": "object"
  },
  "data_layers": {
    "properties": {
      "data_layers.application": {
        "default": "rdx",
        "description": "اسم هذا الموقع كما يظهر بين مصادر مدير الوسوم في التحليلات. فارغ: rdx.",
        "maxLength": 60,
        "pattern": "^[A-Za-z0-9_.-]*$",
        "title": "اسم التطبيق",
        "type": "string"
      },
      "data_layers.market": {
        "default": "AE",
        "description": "رمز السوق المرسل مع كل صفحة إلى التحليلات: حرفان كبيران لرمز البلد، مثل AE أو SA. فارغ: بلا سوق. الافتراضي AE.",
        "pattern": "^([A-Z]{2})?$",
        "title": "السوق",
        "type": "string"
      },
      "data_layers.page_category_mapping": {
        "additionalProperties": {
          "maxLength": 1000,
          "minLength": 1,
          "type": "string"
        },
        "description": "يحدد فئة كل صفحة في تقارير التحليلات: لكل فئة نمط يُختبر على مسار الصفحة مع معاملاته، بالترتيب، وأول نمط مطابق يعطي الفئة. مثال: {\"offers\": \"^/[a-z-]+/offers\", \"test_drive\": \"test-drive\"}. إن لم تصح الكتابة يُتجاهل كل الربط، والنمط غير الصالح يُتجاهل وحده.",
        "maxProperties": 100,
        "propertyNames": {
          "pattern": "^[A-Za-z0-9_.:-]{1,100}$",
          "type": "string"
        },
        "title": "ربط فئات الصفحات",
        "type": "object"
      }
    },
    "type": "object"
  },
  "dynamic_content": {
    "properties": {
      "dynamic_content.enabled_strategies": {
        "default": "",
        "description": "مصادر المحتوى المتغير المفعّلة، تفصلها فواصل، من بين: mena_external_sl و mena_offers و url_brands و reffine_sl. المحتوى المرتبط بمصدر غير مفعّل يظهر دائمًا.",
        "maxLength": 200,
        "pattern": "^ *((mena_external_sl|mena_offers|url_brands|reffine_sl) *(, *(mena_external_sl|mena_offers|url_brands|reffine_sl) *)*)?$",
        "title": "الاستراتيجيات المفعّلة",
        "type": "string"
      },
      "dynamic_content.mena_external_sl__config": {
        "additionalProperties": false,
        "description": "عنوان خدمة المخزون الخارجية. يُقرأ أول عنصر من ردها، وأسماء حقوله هي القيم التي يختار بها المحتوى.",
        "properties": {
          "api_key": {
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "عنوان الخدمة",
            "type": "string"
          }
        },
        "title": "إعداد مخزون السيارات الخارجي",
        "type": "object"
      },
      "dynamic_content.reffine_sl__config": {
        "additionalProperties": false,
        "description": "عنوان خدمة القوائم والقوائم التي تُفحص. لكل قائمة اسم وقيمة يختار بهما المحتوى.",
        "properties": {
          "api_base_url": {
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "العنوان الأساسي",
            "type": "string"
          },
          "lists_to_check": {
            "items": {
              "additionalProperties": false,
              "properties": {
                "name": {
                  "maxLength": 120,
                  "minLength": 1,
                  "title": "الاسم",
                  "type": "string"
                },
                "uuid": {
                  "pattern": "^[A-Za-z0-9-]{1,64}$",
                  "title": "المعرّف",
                  "type": "string"
                }
              },
              "required": [
                "name",
                "uuid"
              ],
              "type": "object"
            },
            "maxItems": 50,
            "title": "القوائم",
            "type": "array"
          }
        },
        "title": "إعداد قوائم ريفاين",
        "type": "object"
      }
    },
    "type": "object"
  },
  "exit_popup": {
    "properties": {
      "exit_popup.cancel": {
        "default": "",
        "description": "فارغ: بلا زر إلغاء (تُغلق النافذة بمفتاح Escape والخلفية وزر الإغلاق).",
        "maxLength": 60,
        "title": "نص زر الإلغاء",
        "type": "string"
      },
      "exit_popup.copy": {
        "default": "",
        "description": "نص التأكيد؛ فارغ: نص الموقع.",
        "maxLength": 2000,
        "title": "نص التنبيه",
        "type": "string"
      },
      "exit_popup.do_url": {
        "default": "",
        "description": "تعبير نمطي في كل سطر يُختبر على عنوان الرابط الكامل دون معاملاته، دون تمييز حالة الأحرف (مثل ^https://shop\\.example\\.com/). فارغ: لا يُسأل عن أي رابط. تُهمل الأسطر غير الصالحة.",
        "maxLength": 5000,
        "title": "الروابط التي تطلب التأكيد",
        "type": "string"
      },
      "exit_popup.dont_url": {
        "default": "",
        "description": "تعبير نمطي في كل سطر؛ الرابط المطابق لأحدها لا يُسأل عنه أبدًا. تُهمل الأسطر غير الصالحة.",
        "maxLength": 5000,
        "title": "الروابط المستثناة",
        "type": "string"
      },
      "exit_popup.ok": {
        "default": "",
        "description": "زر المتابعة؛ فارغ: نص الموقع.",
        "maxLength": 60,
        "title": "نص زر المتابعة",
        "type": "string"
      }
    },
    "type": "object"
  },
  "forms": {
    "properties": {
      "forms.allow_private_webhooks": {
        "default": "false",
        "description": "«نعم» يسمح بإرسال النماذج إلى عناوين داخل الشبكة الخاصة أو الجهاز نفسه. اتركه «لا» ما لم يطلبه فريق التقنية.",
        "enum": [
          "false",
          "true"
        ],
        "title": "السماح بعناوين الشبكة الخاصة للويب هوك",
        "type": "string"
      },
      "forms.captcha_provider": {
        "default": "local",
        "description": "طريقة التحقق من أن مرسل النموذج إنسان: تحقق الموقع نفسه (يعمل دون اتصال خارجي)، أو reCAPTCHA من Google (مفتاحها السري يضبطه مدير الخادم).",
        "enum": [
          "local",
          "recaptcha"
        ],
        "title": "مزود التحقق من الروبوتات"
      },
      "forms.crm_system": {
        "default": "local",
        "description": "إلى أين تُرسل النماذج المربوطة بنظام العملاء: لا شيء، أو صندوق العملاء في الموقع، أو Salesforce.",
        "enum": [
          "none",
          "local",
          "salesforce"
        ],
        "title": "نظام إدارة علاقات العملاء"
      },
      "forms.email_verification_url": {
        "default": "",
        "description": "عنوان خدمة التحقق من البريد الإلكتروني للحقول التي تطلب ذلك (مفتاحها يضبطه مدير الخادم). فارغ: يُفحص شكل العنوان فقط.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان خدمة التحقق من البريد الإلكتروني",
        "type": "string"
      },
      "forms.mail_from": {
        "default": "no-reply@example.com",
        "description": "عنوان المرسل في رسائل الإشعار والتأكيد، مثل no-reply@example.com.",
        "maxLength": 254,
        "pattern": "^[^\\s@<>,;\"()[\\]\\\\\\u0000]+@[^\\s@<>,;\"()[\\]\\\\\\u0000]+\\.[^\\s@<>,;\"()[\\]\\\\\\u0000]+$",
        "title": "مرسل رسائل النماذج",
        "type": "string"
      },
      "forms.recaptcha_site_key": {
        "default": "",
        "maxLength": 100,
        "pattern": "^[A-Za-z0-9_-]*$",
        "title": "المفتاح العام لخدمة التحقق من الروبوتات",
        "type": "string"
      }
    },
    "type": "object"
  },
  "general": {
    "properties": {
      "general.404_page": {
        "default": "",
        "description": "ما يظهر في صفحة «غير موجودة»: صفحة HTML كاملة، أو نصوص تستبدل نصوص الصفحة الافتراضية بهذه الصيغة: {\"heading\": \"…\", \"image_id\": \"…\", \"paragraph\": \"…\", \"button_label\": \"…\"}.",
        "maxLength": 100000,
        "title": "صفحة الخطأ 404",
        "type": "string"
      },
      "general.app_name": {
        "default": "",
        "maxLength": 120,
        "title": "اسم الموقع",
        "type": "string"
      },
      "general.footer.content": {
        "default": "",
        "description": "صفحة HTML تظهر تذييلًا حين تكون كل أجزاء التذييل الأخرى فارغة.",
        "maxLength": 50000,
        "title": "التذييل البديل بلغة HTML",
        "type": "string"
      },
      "general.footer.content.bottom_footer": {
        "default": "",
        "maxLength": 50000,
        "title": "أسفل التذييل بلغة HTML",
        "type": "string"
      },
      "general.footer.content.medium_footer": {
        "description": "روابط وسط التذييل، بالقواعد نفسها التي لعناصر الأعمدة.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "aria": {
              "additionalProperties": false,
              "properties": {
                "label": {
                  "maxLength": 200,
                  "title": "التسمية",
                  "type": "string"
                }
              },
              "title": "الوصف للقارئ الصوتي",
              "type": "object"
            },
            "class": {
              "maxLength": 200,
              "title": "صنف التنسيق",
              "type": "string"
            },
            "dc_strategy": {
              "additionalProperties": false,
              "properties": {
                "key": {
                  "maxLength": 100,
                  "title": "المفتاح",
                  "type": "string"
                },
                "value": {
                  "maxLength": 2000,
                  "title": "القيمة",
                  "type": "string"
                }
              },
              "title": "استراتيجية المحتوى الديناميكي",
              "type": "object"
            },
            "icon": {
              "maxLength": 60,
              "title": "الأيقونة",
              "type": "string"
            },
            "id": {
              "maxLength": 100,
              "title": "المعرّف",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "properties": {
                "alt": {
                  "maxLength": 200,
                  "title": "النص البديل",
                  "type": "string"
                },
                "height": {
                  "default": 80,
                  "maximum": 4000,
                  "minimum": 1,
                  "title": "الارتفاع",
                  "type": "integer"
                },
                "src": {
                  "maxLength": 2000,
                  "minLength": 1,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "title": "مسار الصورة",
                  "type": "string"
                },
                "width": {
                  "default": 200,
                  "maximum": 4000,
                  "minimum": 1,
                  "title": "العرض",
                  "type": "integer"
                }
              },
              "required": [
                "src"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "items": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "aria": {
                    "additionalProperties": false,
                    "properties": {
                      "label": {
                        "maxLength": 200,
                        "title": "التسمية",
                        "type": "string"
                      }
                    },
                    "title": "الوصف للقارئ الصوتي",
                    "type": "object"
                  },
                  "class": {
                    "maxLength": 200,
                    "title": "صنف التنسيق",
                    "type": "string"
                  },
                  "dc_strategy": {
                    "additionalProperties": false,
                    "properties": {
                      "key": {
                        "maxLength": 100,
                        "title": "المفتاح",
                        "type": "string"
                      },
                      "value": {
                        "maxLength": 2000,
                        "title": "القيمة",
                        "type": "string"
                      }
                    },
                    "title": "استراتيجية المحتوى الديناميكي",
                    "type": "object"
                  },
                  "icon": {
                    "maxLength": 60,
                    "title": "الأيقونة",
                    "type": "string"
                  },
                  "id": {
                    "maxLength": 100,
                    "title": "المعرّف",
                    "type": "string"
                  },
                  "image": {
                    "additionalProperties": false,
                    "properties": {
                      "alt": {
                        "maxLength": 200,
                        "title": "النص البديل",
                        "type": "string"
                      },
                      "height": {
                        "default": 80,
                        "maximum": 4000,
                        "minimum": 1,
                        "title": "الارتفاع",
                        "type": "integer"
                      },
                      "src": {
                        "maxLength": 2000,
                        "minLength": 1,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "title": "مسار الصورة",
                        "type": "string"
                      },
                      "width": {
                        "default": 200,
                        "maximum": 4000,
                        "minimum": 1,
                        "title": "العرض",
                        "type": "integer"
                      }
                    },
                    "required": [
                      "src"
                    ],
                    "title": "الصورة",
                    "type": "object"
                  },
                  "label": {
                    "maxLength": 200,
                    "title": "التسمية",
                    "type": "string"
                  },
                  "rel": {
                    "maxLength": 100,
                    "title": "علاقة الرابط",
                    "type": "string"
                  },
                  "tag": {
                    "default": "div",
                    "oneOf": [
                      {
                        "const": "div",
                        "title": "كتلة مستقلة"
                      },
                      {
                        "const": "span",
                        "title": "ضمن السطر"
                      }
                    ],
                    "title": "الوسم",
                    "type": "string"
                  },
                  "target": {
                    "default": "_self",
                    "oneOf": [
                      {
                        "const": "_self",
                        "title": "النافذة نفسها"
                      },
                      {
                        "const": "_blank",
                        "title": "نافذة جديدة"
                      }
                    ],
                    "title": "يُفتح في",
                    "type": "string"
                  },
                  "type": {
                    "default": "link",
                    "oneOf": [
                      {
                        "const": "link",
                        "title": "رابط"
                      },
                      {
                        "const": "social",
                        "title": "حسابات التواصل الاجتماعي"
                      },
                      {
                        "const": "image",
                        "title": "صورة"
                      },
                      {
                        "const": "wrapper",
                        "title": "مجموعة"
                      }
                    ],
                    "title": "النوع",
                    "type": "string"
                  },
                  "url": {
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "title": "الرابط",
                    "type": "string"
                  }
                },
                "type": "object"
              },
              "maxItems": 30,
              "title": "العناصر",
              "type": "array"
            },
            "label": {
              "maxLength": 200,
              "title": "التسمية",
              "type": "string"
            },
            "rel": {
              "maxLength": 100,
              "title": "علاقة الرابط",
              "type": "string"
            },
            "tag": {
              "default": "div",
              "oneOf": [
                {
                  "const": "div",
                  "title": "كتلة مستقلة"
                },
                {
                  "const": "span",
                  "title": "ضمن السطر"
                }
              ],
              "title": "الوسم",
              "type": "string"
            },
            "target": {
              "default": "_self",
              "oneOf": [
                {
                  "const": "_self",
                  "title": "النافذة نفسها"
                },
                {
                  "const": "_blank",
                  "title": "نافذة جديدة"
                }
              ],
              "title": "يُفتح في",
              "type": "string"
            },
            "type": {
              "default": "link",
              "oneOf": [
                {
                  "const": "link",
                  "title": "رابط"
                },
                {
                  "const": "social",
                  "title": "حسابات التواصل الاجتماعي"
                },
                {
                  "const": "image",
                  "title": "صورة"
                },
                {
                  "const": "wrapper",
                  "title": "مجموعة"
                }
              ],
              "title": "النوع",
              "type": "string"
            },
            "url": {
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الرابط",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 40,
        "title": "روابط وسط التذييل",
        "type": "array"
      },
      "general.footer.content.middle_html": {
        "default": "",
        "maxLength": 50000,
        "title": "وسط التذييل بلغة HTML",
        "type": "string"
      },
      "general.footer.content.searchbar": {
        "additionalProperties": false,
        "description": "نص التلميح في خانة البحث، مثل {\"placeholder\": \"ابحث في الموقع\"}. إن كُتب يظهر بحث في التذييل.",
        "properties": {
          "placeholder": {
            "maxLength": 120,
            "title": "نص العنصر النائب",
            "type": "string"
          }
        },
        "title": "شريط البحث في التذييل",
        "type": "object"
      },
      "general.footer.content.top_footer": {
        "description": "أعمدة التذييل: كل عمود روابط أو حسابات تواصل، وفيه صفوف لكل منها عنوان (برابط أو بدونه) وعناصر. العنصر المصوَّر يحتاج صورة، وأي عنصر آخر يحتاج نصًا، والعناصر الناقصة تُحذف، والصف بلا عناصر ولا عنوان مرتبط لا يظهر.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "rows": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "heading": {
                    "maxLength": 200,
                    "title": "العنوان",
                    "type": "string"
                  },
                  "heading_html_tag": {
                    "default": "h2",
                    "oneOf": [
                      {
                        "const": "h2",
                        "title": "عنوان من المستوى 2"
                      },
                      {
                        "const": "h3",
                        "title": "عنوان من المستوى 3"
                      },
                      {
                        "const": "h4",
                        "title": "عنوان من المستوى 4"
                      },
                      {
                        "const": "p",
                        "title": "فقرة"
                      }
                    ],
                    "title": "وسم العنوان",
                    "type": "string"
                  },
                  "heading_link": {
                    "additionalProperties": false,
                    "properties": {
                      "target": {
                        "default": "_self",
                        "oneOf": [
                          {
                            "const": "_self",
                            "title": "النافذة نفسها"
                          },
                          {
                            "const": "_blank",
                            "title": "نافذة جديدة"
                          }
                        ],
                        "title": "يُفتح في",
                        "type": "string"
                      },
                      "url": {
                        "maxLength": 2000,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "title": "الرابط",
                        "type": "string"
                      }
                    },
                    "title": "رابط العنوان",
                    "type": "object"
                  },
                  "items": {
                    "items": {
                      "additionalProperties": false,
                      "properties": {
                        "aria": {
                          "additionalProperties": false,
                          "properties": {
                            "label": {
                              "maxLength": 200,
                              "title": "التسمية",
                              "type": "string"
                            }
                          },
                          "title": "الوصف للقارئ الصوتي",
                          "type": "object"
                        },
                        "class": {
                          "maxLength": 200,
                          "title": "صنف التنسيق",
                          "type": "string"
                        },
                        "dc_strategy": {
                          "additionalProperties": false,
                          "properties": {
                            "key": {
                              "maxLength": 100,
                              "title": "المفتاح",
                              "type": "string"
                            },
                            "value": {
                              "maxLength": 2000,
                              "title": "القيمة",
                              "type": "string"
                            }
                          },
                          "title": "استراتيجية المحتوى الديناميكي",
                          "type": "object"
                        },
                        "icon": {
                          "maxLength": 60,
                          "title": "الأيقونة",
                          "type": "string"
                        },
                        "id": {
                          "maxLength": 100,
                          "title": "المعرّف",
                          "type": "string"
                        },
                        "image": {
                          "additionalProperties": false,
                          "properties": {
                            "alt": {
                              "maxLength": 200,
                              "title": "النص البديل",
                              "type": "string"
                            },
                            "height": {
                              "default": 80,
                              "maximum": 4000,
                              "minimum": 1,
                              "title": "الارتفاع",
                              "type": "integer"
                            },
                            "src": {
                              "maxLength": 2000,
                              "minLength": 1,
                              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                              "title": "مسار الصورة",
                              "type": "string"
                            },
                            "width": {
                              "default": 200,
                              "maximum": 4000,
                              "minimum": 1,
                              "title": "العرض",
                              "type": "integer"
                            }
                          },
                          "required": [
                            "src"
                          ],
                          "title": "الصورة",
                          "type": "object"
                        },
                        "items": {
                          "items": {
                            "additionalProperties": false,
                            "properties": {
                              "aria": {
                                "additionalProperties": false,
                                "properties": {
                                  "label": {
                                    "maxLength": 200,
                                    "title": "التسمية",
                                    "type": "string"
                                  }
                                },
                                "title": "الوصف للقارئ الصوتي",
                                "type": "object"
                              },
                              "class": {
                                "maxLength": 200,
                                "title": "صنف التنسيق",
                                "type": "string"
                              },
                              "dc_strategy": {
                                "additionalProperties": false,
                                "properties": {
                                  "key": {
                                    "maxLength": 100,
                                    "title": "المفتاح",
                                    "type": "string"
                                  },
                                  "value": {
                                    "maxLength": 2000,
                                    "title": "القيمة",
                                    "type": "string"
                                  }
                                },
                                "title": "استراتيجية المحتوى الديناميكي",
                                "type": "object"
                              },
                              "icon": {
                                "maxLength": 60,
                                "title": "الأيقونة",
                                "type": "string"
                              },
                              "id": {
                                "maxLength": 100,
                                "title": "المعرّف",
                                "type": "string"
                              },
                              "image": {
                                "additionalProperties": false,
                                "properties": {
                                  "alt": {
                                    "maxLength": 200,
                                    "title": "النص البديل",
                                    "type": "string"
                                  },
                                  "height": {
                                    "default": 80,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "title": "الارتفاع",
                                    "type": "integer"
                                  },
                                  "src": {
                                    "maxLength": 2000,
                                    "minLength": 1,
                                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                    "title": "مسار الصورة",
                                    "type": "string"
                                  },
                                  "width": {
                                    "default": 200,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "title": "العرض",
                                    "type": "integer"
                                  }
                                },
                                "required": [
                                  "src"
                                ],
                                "title": "الصورة",
                                "type": "object"
                              },
                              "label": {
                                "maxLength": 200,
                                "title": "التسمية",
                                "type": "string"
                              },
                              "rel": {
                                "maxLength": 100,
                                "title": "علاقة الرابط",
                                "type": "string"
                              },
                              "tag": {
                                "default": "div",
                                "oneOf": [
                                  {
                                    "const": "div",
                                    "title": "كتلة مستقلة"
                                  },
                                  {
                                    "const": "span",
                                    "title": "ضمن السطر"
                                  }
                                ],
                                "title": "الوسم",
                                "type": "string"
                              },
                              "target": {
                                "default": "_self",
                                "oneOf": [
                                  {
                                    "const": "_self",
                                    "title": "النافذة نفسها"
                                  },
                                  {
                                    "const": "_blank",
                                    "title": "نافذة جديدة"
                                  }
                                ],
                                "title": "يُفتح في",
                                "type": "string"
                              },
                              "type": {
                                "default": "link",
                                "oneOf": [
                                  {
                                    "const": "link",
                                    "title": "رابط"
                                  },
                                  {
                                    "const": "social",
                                    "title": "حسابات التواصل الاجتماعي"
                                  },
                                  {
                                    "const": "image",
                                    "title": "صورة"
                                  },
                                  {
                                    "const": "wrapper",
                                    "title": "مجموعة"
                                  }
                                ],
                                "title": "النوع",
                                "type": "string"
                              },
                              "url": {
                                "maxLength": 2000,
                                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                "title": "الرابط",
                                "type": "string"
                              }
                            },
                            "type": "object"
                          },
                          "maxItems": 30,
                          "title": "العناصر",
                          "type": "array"
                        },
                        "label": {
                          "maxLength": 200,
                          "title": "التسمية",
                          "type": "string"
                        },
                        "rel": {
                          "maxLength": 100,
                          "title": "علاقة الرابط",
                          "type": "string"
                        },
                        "tag": {
                          "default": "div",
                          "oneOf": [
                            {
                              "const": "div",
                              "title": "كتلة مستقلة"
                            },
                            {
                              "const": "span",
                              "title": "ضمن السطر"
                            }
                          ],
                          "title": "الوسم",
                          "type": "string"
                        },
                        "target": {
                          "default": "_self",
                          "oneOf": [
                            {
                              "const": "_self",
                              "title": "النافذة نفسها"
                            },
                            {
                              "const": "_blank",
                              "title": "نافذة جديدة"
                            }
                          ],
                          "title": "يُفتح في",
                          "type": "string"
                        },
                        "type": {
                          "default": "link",
                          "oneOf": [
                            {
                              "const": "link",
                              "title": "رابط"
                            },
                            {
                              "const": "social",
                              "title": "حسابات التواصل الاجتماعي"
                            },
                            {
                              "const": "image",
                              "title": "صورة"
                            },
                            {
                              "const": "wrapper",
                              "title": "مجموعة"
                            }
                          ],
                          "title": "النوع",
                          "type": "string"
                        },
                        "url": {
                          "maxLength": 2000,
                          "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                          "title": "الرابط",
                          "type": "string"
                        }
                      },
                      "type": "object"
                    },
                    "maxItems": 40,
                    "title": "العناصر",
                    "type": "array"
                  }
                },
                "type": "object"
              },
              "maxItems": 10,
              "title": "الصفوف",
              "type": "array"
            },
            "type": {
              "default": "links",
              "oneOf": [
                {
                  "const": "links",
                  "title": "روابط"
                },
                {
                  "const": "social",
                  "title": "حسابات التواصل الاجتماعي"
                }
              ],
              "title": "النوع",
              "type": "string"
            }
          },
          "required": [
            "rows"
          ],
          "type": "object"
        },
        "maxItems": 8,
        "title": "أعمدة التذييل",
        "type": "array"
      },
      "general.global_fab": {
        "description": "أزرار الزر العائم: لكل زر رابط ونص وأيقونة، ورابط بديل إن لزم. يظهر ٤ على الحاسوب و٣ على الهاتف. فارغ (ولا كتلة زر عائم في الصفحة): لا يظهر الزر العائم.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "dc_strategy": {
              "additionalProperties": false,
              "properties": {
                "key": {
                  "maxLength": 100,
                  "title": "المفتاح",
                  "type": "string"
                },
                "value": {
                  "maxLength": 2000,
                  "title": "القيمة",
                  "type": "string"
                }
              },
              "title": "استراتيجية المحتوى الديناميكي",
              "type": "object"
            },
            "fallback": {
              "additionalProperties": false,
              "properties": {
                "icon": {
                  "maxLength": 60,
                  "title": "الأيقونة",
                  "type": "string"
                },
                "label": {
                  "maxLength": 80,
                  "title": "التسمية",
                  "type": "string"
                },
                "link": {
                  "maxLength": 2000,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "title": "الرابط",
                  "type": "string"
                }
              },
              "title": "البديل",
              "type": "object"
            },
            "icon": {
              "maxLength": 60,
              "title": "الأيقونة",
              "type": "string"
            },
            "label": {
              "maxLength": 80,
              "minLength": 1,
              "title": "النص",
              "type": "string"
            },
            "link": {
              "maxLength": 2000,
              "minLength": 1,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الرابط",
              "type": "string"
            },
            "target": {
              "default": "_self",
              "oneOf": [
                {
                  "const": "_self",
                  "title": "النافذة نفسها"
                },
                {
                  "const": "_blank",
                  "title": "نافذة جديدة"
                }
              ],
              "title": "يُفتح في",
              "type": "string"
            },
            "type": {
              "default": "internal",
              "oneOf": [
                {
                  "const": "internal",
                  "title": "صفحة في الموقع"
                },
                {
                  "const": "external",
                  "title": "رابط خارجي"
                },
                {
                  "const": "form",
                  "title": "نموذج"
                },
                {
                  "const": "file",
                  "title": "ملف"
                }
              ],
              "title": "النوع",
              "type": "string"
            },
            "use_dc_fallback": {
              "default": false,
              "title": "استخدام البديل عند تعذّر المحتوى",
              "type": "boolean"
            }
          },
          "required": [
            "link",
            "label"
          ],
          "type": "object"
        },
        "maxItems": 12,
        "title": "عناصر الزر العائم",
        "type": "array"
      },
      "general.global_fab_quick_links": {
        "default": "false",
        "description": "«نعم» يجمع أزرار الزر العائم خلف زر يفتحها (روابط سريعة).",
        "enum": [
          "true",
          "false"
        ],
        "title": "الزر العائم كروابط سريعة"
      },
      "general.global_fab_quick_links_expand_button_label": {
        "default": "",
        "maxLength": 60,
        "title": "نص زر توسيع الروابط السريعة",
        "type": "string"
      },
      "general.global_fab_quick_links_reversed_position": {
        "default": "false",
        "description": "«نعم» ينقل الزر العائم إلى الجهة الأخرى من الشاشة.",
        "enum": [
          "true",
          "false"
        ],
        "title": "عكس موضع الروابط السريعة"
      },
      "general.global_fab_secondary": {
        "default": "false",
        "description": "«نعم» يرسم الزر العائم بنمطه الفاتح.",
        "enum": [
          "true",
          "false"
        ],
        "title": "النمط الثانوي للزر العائم"
      },
      "general.l460_bev_config.footer.content.bottom_footer": {
        "default": "",
        "maxLength": 50000,
        "title": "أسفل التذييل بلغة HTML (صفحات السيارات الكهربائية)",
        "type": "string"
      },
      "general.l460_bev_config.footer.content.medium_footer": {
        "description": "روابط وسط التذييل في صفحات السيارات الكهربائية، بالقواعد نفسها التي لعناصر الأعمدة.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "aria": {
              "additionalProperties": false,
              "properties": {
                "label": {
                  "maxLength": 200,
                  "title": "التسمية",
                  "type": "string"
                }
              },
              "title": "الوصف للقارئ الصوتي",
              "type": "object"
            },
            "class": {
              "maxLength": 200,
              "title": "صنف التنسيق",
              "type": "string"
            },
            "dc_strategy": {
              "additionalProperties": false,
              "properties": {
                "key": {
                  "maxLength": 100,
                  "title": "المفتاح",
                  "type": "string"
                },
                "value": {
                  "maxLength": 2000,
                  "title": "القيمة",
                  "type": "string"
                }
              },
              "title": "استراتيجية المحتوى الديناميكي",
              "type": "object"
            },
            "icon": {
              "maxLength": 60,
              "title": "الأيقونة",
              "type": "string"
            },
            "id": {
              "maxLength": 100,
              "title": "المعرّف",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "properties": {
                "alt": {
                  "maxLength": 200,
                  "title": "النص البديل",
                  "type": "string"
                },
                "height": {
                  "default": 80,
                  "maximum": 4000,
                  "minimum": 1,
                  "title": "الارتفاع",
                  "type": "integer"
                },
                "src": {
                  "maxLength": 2000,
                  "minLength": 1,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "title": "مسار الصورة",
                  "type": "string"
                },
                "width": {
                  "default": 200,
                  "maximum": 4000,
                  "minimum": 1,
                  "title": "العرض",
                  "type": "integer"
                }
              },
              "required": [
                "src"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "items": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "aria": {
                    "additionalProperties": false,
                    "properties": {
                      "label": {
                        "maxLength": 200,
                        "title": "التسمية",
                        "type": "string"
                      }
                    },
                    "title": "الوصف للقارئ الصوتي",
                    "type": "object"
                  },
                  "class": {
                    "maxLength": 200,
                    "title": "صنف التنسيق",
                    "type": "string"
                  },
                  "dc_strategy": {
                    "additionalProperties": false,
                    "properties": {
                      "key": {
                        "maxLength": 100,
                        "title": "المفتاح",
                        "type": "string"
                      },
                      "value": {
                        "maxLength": 2000,
                        "title": "القيمة",
                        "type": "string"
                      }
                    },
                    "title": "استراتيجية المحتوى الديناميكي",
                    "type": "object"
                  },
                  "icon": {
                    "maxLength": 60,
                    "title": "الأيقونة",
                    "type": "string"
                  },
                  "id": {
                    "maxLength": 100,
                    "title": "المعرّف",
                    "type": "string"
                  },
                  "image": {
                    "additionalProperties": false,
                    "properties": {
                      "alt": {
                        "maxLength": 200,
                        "title": "النص البديل",
                        "type": "string"
                      },
                      "height": {
                        "default": 80,
                        "maximum": 4000,
                        "minimum": 1,
                        "title": "الارتفاع",
                        "type": "integer"
                      },
                      "src": {
                        "maxLength": 2000,
                        "minLength": 1,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "title": "مسار الصورة",
                        "type": "string"
                      },
                      "width": {
                        "default": 200,
                        "maximum": 4000,
                        "minimum": 1,
                        "title": "العرض",
                        "type": "integer"
                      }
                    },
                    "required": [
                      "src"
                    ],
                    "title": "الصورة",
                    "type": "object"
                  },
                  "label": {
                    "maxLength": 200,
                    "title": "التسمية",
                    "type": "string"
                  },
                  "rel": {
                    "maxLength": 100,
                    "title": "علاقة الرابط",
                    "type": "string"
                  },
                  "tag": {
                    "default": "div",
                    "oneOf": [
                      {
                        "const": "div",
                        "title": "كتلة مستقلة"
                      },
                      {
                        "const": "span",
                        "title": "ضمن السطر"
                      }
                    ],
                    "title": "الوسم",
                    "type": "string"
                  },
                  "target": {
                    "default": "_self",
                    "oneOf": [
                      {
                        "const": "_self",
                        "title": "النافذة نفسها"
                      },
                      {
                        "const": "_blank",
                        "title": "نافذة جديدة"
                      }
                    ],
                    "title": "يُفتح في",
                    "type": "string"
                  },
                  "type": {
                    "default": "link",
                    "oneOf": [
                      {
                        "const": "link",
                        "title": "رابط"
                      },
                      {
                        "const": "social",
                        "title": "حسابات التواصل الاجتماعي"
                      },
                      {
                        "const": "image",
                        "title": "صورة"
                      },
                      {
                        "const": "wrapper",
                        "title": "مجموعة"
                      }
                    ],
                    "title": "النوع",
                    "type": "string"
                  },
                  "url": {
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "title": "الرابط",
                    "type": "string"
                  }
                },
                "type": "object"
              },
              "maxItems": 30,
              "title": "العناصر",
              "type": "array"
            },
            "label": {
              "maxLength": 200,
              "title": "التسمية",
              "type": "string"
            },
            "rel": {
              "maxLength": 100,
              "title": "علاقة الرابط",
              "type": "string"
            },
            "tag": {
              "default": "div",
              "oneOf": [
                {
                  "const": "div",
                  "title": "كتلة مستقلة"
                },
                {
                  "const": "span",
                  "title": "ضمن السطر"
                }
              ],
              "title": "الوسم",
              "type": "string"
            },
            "target": {
              "default": "_self",
              "oneOf": [
                {
                  "const": "_self",
                  "title": "النافذة نفسها"
                },
                {
                  "const": "_blank",
                  "title": "نافذة جديدة"
                }
              ],
              "title": "يُفتح في",
              "type": "string"
            },
            "type": {
              "default": "link",
              "oneOf": [
                {
                  "const": "link",
                  "title": "رابط"
                },
                {
                  "const": "social",
                  "title": "حسابات التواصل الاجتماعي"
                },
                {
                  "const": "image",
                  "title": "صورة"
                },
                {
                  "const": "wrapper",
                  "title": "مجموعة"
                }
              ],
              "title": "النوع",
              "type": "string"
            },
            "url": {
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الرابط",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 40,
        "title": "روابط وسط التذييل (صفحات السيارات الكهربائية)",
        "type": "array"
      },
      "general.l460_bev_config.footer.content.middle_html": {
        "default": "",
        "maxLength": 50000,
        "title": "وسط التذييل بلغة HTML (صفحات السيارات الكهربائية)",
        "type": "string"
      },
      "general.l460_bev_config.footer.content.searchbar": {
        "additionalProperties": false,
        "description": "نص التلميح في خانة البحث، مثل {\"placeholder\": \"ابحث في الموقع\"}. إن كُتب يظهر بحث في تذييل صفحات السيارات الكهربائية.",
        "properties": {
          "placeholder": {
            "maxLength": 120,
            "title": "نص العنصر النائب",
            "type": "string"
          }
        },
        "title": "شريط البحث في التذييل (صفحات السيارات الكهربائية)",
        "type": "object"
      },
      "general.l460_bev_config.footer.content.top_footer": {
        "description": "أعمدة التذييل في صفحات السيارات الكهربائية: كل عمود روابط أو حسابات تواصل، وفيه صفوف لكل منها عنوان (برابط أو بدونه) وعناصر. العنصر المصوَّر يحتاج صورة، وأي عنصر آخر يحتاج نصًا، والعناصر الناقصة تُحذف.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "rows": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "heading": {
                    "maxLength": 200,
                    "title": "العنوان",
                    "type": "string"
                  },
                  "heading_html_tag": {
                    "default": "h2",
                    "oneOf": [
                      {
                        "const": "h2",
                        "title": "عنوان من المستوى 2"
                      },
                      {
                        "const": "h3",
                        "title": "عنوان من المستوى 3"
                      },
                      {
                        "const": "h4",
                        "title": "عنوان من المستوى 4"
                      },
                      {
                        "const": "p",
                        "title": "فقرة"
                      }
                    ],
                    "title": "وسم العنوان",
                    "type": "string"
                  },
                  "heading_link": {
                    "additionalProperties": false,
                    "properties": {
                      "target": {
                        "default": "_self",
                        "oneOf": [
                          {
                            "const": "_self",
                            "title": "النافذة نفسها"
                          },
                          {
                            "const": "_blank",
                            "title": "نافذة جديدة"
                          }
                        ],
                        "title": "يُفتح في",
                        "type": "string"
                      },
                      "url": {
                        "maxLength": 2000,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "title": "الرابط",
                        "type": "string"
                      }
                    },
                    "title": "رابط العنوان",
                    "type": "object"
                  },
                  "items": {
                    "items": {
                      "additionalProperties": false,
                      "properties": {
                        "aria": {
                          "additionalProperties": false,
                          "properties": {
                            "label": {
                              "maxLength": 200,
                              "title": "التسمية",
                              "type": "string"
                            }
                          },
                          "title": "الوصف للقارئ الصوتي",
                          "type": "object"
                        },
                        "class": {
                          "maxLength": 200,
                          "title": "صنف التنسيق",
                          "type": "string"
                        },
                        "dc_strategy": {
                          "additionalProperties": false,
                          "properties": {
                            "key": {
                              "maxLength": 100,
                              "title": "المفتاح",
                              "type": "string"
                            },
                            "value": {
                              "maxLength": 2000,
                              "title": "القيمة",
                              "type": "string"
                            }
                          },
                          "title": "استراتيجية المحتوى الديناميكي",
                          "type": "object"
                        },
                        "icon": {
                          "maxLength": 60,
                          "title": "الأيقونة",
                          "type": "string"
                        },
                        "id": {
                          "maxLength": 100,
                          "title": "المعرّف",
                          "type": "string"
                        },
                        "image": {
                          "additionalProperties": false,
                          "properties": {
                            "alt": {
                              "maxLength": 200,
                              "title": "النص البديل",
                              "type": "string"
                            },
                            "height": {
                              "default": 80,
                              "maximum": 4000,
                              "minimum": 1,
                              "title": "الارتفاع",
                              "type": "integer"
                            },
                            "src": {
                              "maxLength": 2000,
                              "minLength": 1,
                              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                              "title": "مسار الصورة",
                              "type": "string"
                            },
                            "width": {
                              "default": 200,
                              "maximum": 4000,
                              "minimum": 1,
                              "title": "العرض",
                              "type": "integer"
                            }
                          },
                          "required": [
                            "src"
                          ],
                          "title": "الصورة",
                          "type": "object"
                        },
                        "items": {
                          "items": {
                            "additionalProperties": false,
                            "properties": {
                              "aria": {
                                "additionalProperties": false,
                                "properties": {
                                  "label": {
                                    "maxLength": 200,
                                    "title": "التسمية",
                                    "type": "string"
                                  }
                                },
                                "title": "الوصف للقارئ الصوتي",
                                "type": "object"
                              },
                              "class": {
                                "maxLength": 200,
                                "title": "صنف التنسيق",
                                "type": "string"
                              },
                              "dc_strategy": {
                                "additionalProperties": false,
                                "properties": {
                                  "key": {
                                    "maxLength": 100,
                                    "title": "المفتاح",
                                    "type": "string"
                                  },
                                  "value": {
                                    "maxLength": 2000,
                                    "title": "القيمة",
                                    "type": "string"
                                  }
                                },
                                "title": "استراتيجية المحتوى الديناميكي",
                                "type": "object"
                              },
                              "icon": {
                                "maxLength": 60,
                                "title": "الأيقونة",
                                "type": "string"
                              },
                              "id": {
                                "maxLength": 100,
                                "title": "المعرّف",
                                "type": "string"
                              },
                              "image": {
                                "additionalProperties": false,
                                "properties": {
                                  "alt": {
                                    "maxLength": 200,
                                    "title": "النص البديل",
                                    "type": "string"
                                  },
                                  "height": {
                                    "default": 80,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "title": "الارتفاع",
                                    "type": "integer"
                                  },
                                  "src": {
                                    "maxLength": 2000,
                                    "minLength": 1,
                                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                    "title": "مسار الصورة",
                                    "type": "string"
                                  },
                                  "width": {
                                    "default": 200,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "title": "العرض",
                                    "type": "integer"
                                  }
                                },
                                "required": [
                                  "src"
                                ],
                                "title": "الصورة",
                                "type": "object"
                              },
                              "label": {
                                "maxLength": 200,
                                "title": "التسمية",
                                "type": "string"
                              },
                              "rel": {
                                "maxLength": 100,
                                "title": "علاقة الرابط",
                                "type": "string"
                              },
                              "tag": {
                                "default": "div",
                                "oneOf": [
                                  {
                                    "const": "div",
                                    "title": "كتلة مستقلة"
                                  },
                                  {
                                    "const": "span",
                                    "title": "ضمن السطر"
                                  }
                                ],
                                "title": "الوسم",
                                "type": "string"
                              },
                              "target": {
                                "default": "_self",
                                "oneOf": [
                                  {
                                    "const": "_self",
                                    "title": "النافذة نفسها"
                                  },
                                  {
                                    "const": "_blank",
                                    "title": "نافذة جديدة"
                                  }
                                ],
                                "title": "يُفتح في",
                                "type": "string"
                              },
                              "type": {
                                "default": "link",
                                "oneOf": [
                                  {
                                    "const": "link",
                                    "title": "رابط"
                                  },
                                  {
                                    "const": "social",
                                    "title": "حسابات التواصل الاجتماعي"
                                  },
                                  {
                                    "const": "image",
                                    "title": "صورة"
                                  },
                                  {
                                    "const": "wrapper",
                                    "title": "مجموعة"
                                  }
                                ],
                                "title": "النوع",
                                "type": "string"
                              },
                              "url": {
                                "maxLength": 2000,
                                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                "title": "الرابط",
                                "type": "string"
                              }
                            },
                            "type": "object"
                          },
                          "maxItems": 30,
                          "title": "العناصر",
                          "type": "array"
                        },
                        "label": {
                          "maxLength": 200,
                          "title": "التسمية",
                          "type": "string"
                        },
                        "rel": {
                          "maxLength": 100,
                          "title": "علاقة الرابط",
                          "type": "string"
                        },
                        "tag": {
                          "default": "div",
                          "oneOf": [
                            {
                              "const": "div",
                              "title": "كتلة مستقلة"
                            },
                            {
                              "const": "span",
                              "title": "ضمن السطر"
                            }
                          ],
                          "title": "الوسم",
                          "type": "string"
                        },
                        "target": {
                          "default": "_self",
                          "oneOf": [
                            {
                              "const": "_self",
                              "title": "النافذة نفسها"
                            },
                            {
                              "const": "_blank",
                              "title": "نافذة جديدة"
                            }
                          ],
                          "title": "يُفتح في",
                          "type": "string"
                        },
                        "type": {
                          "default": "link",
                          "oneOf": [
                            {
                              "const": "link",
                              "title": "رابط"
                            },
                            {
                              "const": "social",
                              "title": "حسابات التواصل الاجتماعي"
                            },
                            {
                              "const": "image",
                              "title": "صورة"
                            },
                            {
                              "const": "wrapper",
                              "title": "مجموعة"
                            }
                          ],
                          "title": "النوع",
                          "type": "string"
                        },
                        "url": {
                          "maxLength": 2000,
                          "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                          "title": "الرابط",
                          "type": "string"
                        }
                      },
                      "type": "object"
                    },
                    "maxItems": 40,
                    "title": "العناصر",
                    "type": "array"
                  }
                },
                "type": "object"
              },
              "maxItems": 10,
              "title": "الصفوف",
              "type": "array"
            },
            "type": {
              "default": "links",
              "oneOf": [
                {
                  "const": "links",
                  "title": "روابط"
                },
                {
                  "const": "social",
                  "title": "حسابات التواصل الاجتماعي"
                }
              ],
              "title": "النوع",
              "type": "string"
            }
          },
          "required": [
            "rows"
          ],
          "type": "object"
        },
        "maxItems": 8,
        "title": "أعمدة التذييل (صفحات السيارات الكهربائية)",
        "type": "array"
      },
      "general.maps_key": {
        "default": "",
        "description": "مفتاح خدمة الخرائط لخرائط كتل الوكلاء. فارغ: تظهر قائمة الوكلاء بلا خريطة.",
        "maxLength": 200,
        "pattern": "^[A-Za-z0-9._-]*$",
        "title": "مفتاح خدمة الخرائط",
        "type": "string"
      },
      "general.maps_language": {
        "default": "",
        "description": "لغة الأسماء على الخرائط، مثل ar أو en. فارغ: لغة الصفحة.",
        "pattern": "^([a-z]{2,3}(-[A-Za-z]{2,4})?)?$",
        "title": "لغة الخرائط",
        "type": "string"
      },
      "general.maps_region": {
        "default": "AE",
        "description": "البلد الذي تفضّله نتائج الخرائط: رمز من حرفين، مثل AE.",
        "pattern": "^([A-Za-z]{2})?$",
        "title": "منطقة الخرائط",
        "type": "string"
      },
      "general.media_library_url": {
        "default": "",
        "description": "العنوان الذي تُحمَّل منه الصور، مثل https://media.example.com. فارغ: هذا الخادم.",
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان مكتبة الوسائط",
        "type": "string"
      },
      "general.mena_retailers.footer.config.api": {
        "default": "",
        "description": "عنوان خدمة قائمة الوكلاء. إن كُتب تظهر منطقة الوكلاء في التذييل.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "واجهة الوكلاء في التذييل",
        "type": "string"
      },
      "general.owner_portal_script_url": {
        "default": "",
        "description": "سكربت بوابة المالكين، يُحمَّل في كل صفحة إن كُتب: عنوان يبدأ بـ https أو مسار في هذا الموقع. لا يُسمح لأي مصدر آخر.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "سكربت بوابة المالكين",
        "type": "string"
      },
      "general.redesign_config.footer.content.bottom_footer": {
        "default": "",
        "maxLength": 50000,
        "title": "أسفل التذييل بلغة HTML (الصفحات المعاد تصميمها)",
        "type": "string"
      },
      "general.redesign_config.footer.content.medium_footer": {
        "description": "روابط وسط التذييل في الصفحات المعاد تصميمها، بالقواعد نفسها التي لعناصر الأعمدة.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "aria": {
              "additionalProperties": false,
              "properties": {
                "label": {
                  "maxLength": 200,
                  "title": "التسمية",
                  "type": "string"
                }
              },
              "title": "الوصف للقارئ الصوتي",
              "type": "object"
            },
            "class": {
              "maxLength": 200,
              "title": "صنف التنسيق",
              "type": "string"
            },
            "dc_strategy": {
              "additionalProperties": false,
              "properties": {
                "key": {
                  "maxLength": 100,
                  "title": "المفتاح",
                  "type": "string"
                },
                "value": {
                  "maxLength": 2000,
                  "title": "القيمة",
                  "type": "string"
                }
              },
              "title": "استراتيجية المحتوى الديناميكي",
              "type": "object"
            },
            "icon": {
              "maxLength": 60,
              "title": "الأيقونة",
              "type": "string"
            },
            "id": {
              "maxLength": 100,
              "title": "المعرّف",
              "type": "string"
            },
            "image": {
              "additionalProperties": false,
              "properties": {
                "alt": {
                  "maxLength": 200,
                  "title": "النص البديل",
                  "type": "string"
                },
                "height": {
                  "default": 80,
                  "maximum": 4000,
                  "minimum": 1,
                  "title": "الارتفاع",
                  "type": "integer"
                },
                "src": {
                  "maxLength": 2000,
                  "minLength": 1,
                  "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                  "title": "مسار الصورة",
                  "type": "string"
                },
                "width": {
                  "default": 200,
                  "maximum": 4000,
                  "minimum": 1,
                  "title": "العرض",
                  "type": "integer"
                }
              },
              "required": [
                "src"
              ],
              "title": "الصورة",
              "type": "object"
            },
            "items": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "aria": {
                    "additionalProperties": false,
                    "properties": {
                      "label": {
                        "maxLength": 200,
                        "title": "التسمية",
                        "type": "string"
                      }
                    },
                    "title": "الوصف للقارئ الصوتي",
                    "type": "object"
                  },
                  "class": {
                    "maxLength": 200,
                    "title": "صنف التنسيق",
                    "type": "string"
                  },
                  "dc_strategy": {
                    "additionalProperties": false,
                    "properties": {
                      "key": {
                        "maxLength": 100,
                        "title": "المفتاح",
                        "type": "string"
                      },
                      "value": {
                        "maxLength": 2000,
                        "title": "القيمة",
                        "type": "string"
                      }
                    },
                    "title": "استراتيجية المحتوى الديناميكي",
                    "type": "object"
                  },
                  "icon": {
                    "maxLength": 60,
                    "title": "الأيقونة",
                    "type": "string"
                  },
                  "id": {
                    "maxLength": 100,
                    "title": "المعرّف",
                    "type": "string"
                  },
                  "image": {
                    "additionalProperties": false,
                    "properties": {
                      "alt": {
                        "maxLength": 200,
                        "title": "النص البديل",
                        "type": "string"
                      },
                      "height": {
                        "default": 80,
                        "maximum": 4000,
                        "minimum": 1,
                        "title": "الارتفاع",
                        "type": "integer"
                      },
                      "src": {
                        "maxLength": 2000,
                        "minLength": 1,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "title": "مسار الصورة",
                        "type": "string"
                      },
                      "width": {
                        "default": 200,
                        "maximum": 4000,
                        "minimum": 1,
                        "title": "العرض",
                        "type": "integer"
                      }
                    },
                    "required": [
                      "src"
                    ],
                    "title": "الصورة",
                    "type": "object"
                  },
                  "label": {
                    "maxLength": 200,
                    "title": "التسمية",
                    "type": "string"
                  },
                  "rel": {
                    "maxLength": 100,
                    "title": "علاقة الرابط",
                    "type": "string"
                  },
                  "tag": {
                    "default": "div",
                    "oneOf": [
                      {
                        "const": "div",
                        "title": "كتلة مستقلة"
                      },
                      {
                        "const": "span",
                        "title": "ضمن السطر"
                      }
                    ],
                    "title": "الوسم",
                    "type": "string"
                  },
                  "target": {
                    "default": "_self",
                    "oneOf": [
                      {
                        "const": "_self",
                        "title": "النافذة نفسها"
                      },
                      {
                        "const": "_blank",
                        "title": "نافذة جديدة"
                      }
                    ],
                    "title": "يُفتح في",
                    "type": "string"
                  },
                  "type": {
                    "default": "link",
                    "oneOf": [
                      {
                        "const": "link",
                        "title": "رابط"
                      },
                      {
                        "const": "social",
                        "title": "حسابات التواصل الاجتماعي"
                      },
                      {
                        "const": "image",
                        "title": "صورة"
                      },
                      {
                        "const": "wrapper",
                        "title": "مجموعة"
                      }
                    ],
                    "title": "النوع",
                    "type": "string"
                  },
                  "url": {
                    "maxLength": 2000,
                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                    "title": "الرابط",
                    "type": "string"
                  }
                },
                "type": "object"
              },
              "maxItems": 30,
              "title": "العناصر",
              "type": "array"
            },
            "label": {
              "maxLength": 200,
              "title": "التسمية",
              "type": "string"
            },
            "rel": {
              "maxLength": 100,
              "title": "علاقة الرابط",
              "type": "string"
            },
            "tag": {
              "default": "div",
              "oneOf": [
                {
                  "const": "div",
                  "title": "كتلة مستقلة"
                },
                {
                  "const": "span",
                  "title": "ضمن السطر"
                }
              ],
              "title": "الوسم",
              "type": "string"
            },
            "target": {
              "default": "_self",
              "oneOf": [
                {
                  "const": "_self",
                  "title": "النافذة نفسها"
                },
                {
                  "const": "_blank",
                  "title": "نافذة جديدة"
                }
              ],
              "title": "يُفتح في",
              "type": "string"
            },
            "type": {
              "default": "link",
              "oneOf": [
                {
                  "const": "link",
                  "title": "رابط"
                },
                {
                  "const": "social",
                  "title": "حسابات التواصل الاجتماعي"
                },
                {
                  "const": "image",
                  "title": "صورة"
                },
                {
                  "const": "wrapper",
                  "title": "مجموعة"
                }
              ],
              "title": "النوع",
              "type": "string"
            },
            "url": {
              "maxLength": 2000,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الرابط",
              "type": "string"
            }
          },
          "type": "object"
        },
        "maxItems": 40,
        "title": "روابط وسط التذييل (الصفحات المعاد تصميمها)",
        "type": "array"
      },
      "general.redesign_config.footer.content.middle_html": {
        "default": "",
        "maxLength": 50000,
        "title": "وسط التذييل بلغة HTML (الصفحات المعاد تصميمها)",
        "type": "string"
      },
      "general.redesign_config.footer.content.searchbar": {
        "additionalProperties": false,
        "description": "نص التلميح في خانة البحث، مثل {\"placeholder\": \"ابحث في الموقع\"}. إن كُتب يظهر بحث في تذييل الصفحات المعاد تصميمها.",
        "properties": {
          "placeholder": {
            "maxLength": 120,
            "title": "نص العنصر النائب",
            "type": "string"
          }
        },
        "title": "شريط البحث في التذييل (الصفحات المعاد تصميمها)",
        "type": "object"
      },
      "general.redesign_config.footer.content.top_footer": {
        "description": "أعمدة التذييل في الصفحات المعاد تصميمها: كل عمود روابط أو حسابات تواصل، وفيه صفوف لكل منها عنوان (برابط أو بدونه) وعناصر. العنصر المصوَّر يحتاج صورة، وأي عنصر آخر يحتاج نصًا، والعناصر الناقصة تُحذف.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "rows": {
              "items": {
                "additionalProperties": false,
                "properties": {
                  "heading": {
                    "maxLength": 200,
                    "title": "العنوان",
                    "type": "string"
                  },
                  "heading_html_tag": {
                    "default": "h2",
                    "oneOf": [
                      {
                        "const": "h2",
                        "title": "عنوان من المستوى 2"
                      },
                      {
                        "const": "h3",
                        "title": "عنوان من المستوى 3"
                      },
                      {
                        "const": "h4",
                        "title": "عنوان من المستوى 4"
                      },
                      {
                        "const": "p",
                        "title": "فقرة"
                      }
                    ],
                    "title": "وسم العنوان",
                    "type": "string"
                  },
                  "heading_link": {
                    "additionalProperties": false,
                    "properties": {
                      "target": {
                        "default": "_self",
                        "oneOf": [
                          {
                            "const": "_self",
                            "title": "النافذة نفسها"
                          },
                          {
                            "const": "_blank",
                            "title": "نافذة جديدة"
                          }
                        ],
                        "title": "يُفتح في",
                        "type": "string"
                      },
                      "url": {
                        "maxLength": 2000,
                        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                        "title": "الرابط",
                        "type": "string"
                      }
                    },
                    "title": "رابط العنوان",
                    "type": "object"
                  },
                  "items": {
                    "items": {
                      "additionalProperties": false,
                      "properties": {
                        "aria": {
                          "additionalProperties": false,
                          "properties": {
                            "label": {
                              "maxLength": 200,
                              "title": "التسمية",
                              "type": "string"
                            }
                          },
                          "title": "الوصف للقارئ الصوتي",
                          "type": "object"
                        },
                        "class": {
                          "maxLength": 200,
                          "title": "صنف التنسيق",
                          "type": "string"
                        },
                        "dc_strategy": {
                          "additionalProperties": false,
                          "properties": {
                            "key": {
                              "maxLength": 100,
                              "title": "المفتاح",
                              "type": "string"
                            },
                            "value": {
                              "maxLength": 2000,
                              "title": "القيمة",
                              "type": "string"
                            }
                          },
                          "title": "استراتيجية المحتوى الديناميكي",
                          "type": "object"
                        },
                        "icon": {
                          "maxLength": 60,
                          "title": "الأيقونة",
                          "type": "string"
                        },
                        "id": {
                          "maxLength": 100,
                          "title": "المعرّف",
                          "type": "string"
                        },
                        "image": {
                          "additionalProperties": false,
                          "properties": {
                            "alt": {
                              "maxLength": 200,
                              "title": "النص البديل",
                              "type": "string"
                            },
                            "height": {
                              "default": 80,
                              "maximum": 4000,
                              "minimum": 1,
                              "title": "الارتفاع",
                              "type": "integer"
                            },
                            "src": {
                              "maxLength": 2000,
                              "minLength": 1,
                              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                              "title": "مسار الصورة",
                              "type": "string"
                            },
                            "width": {
                              "default": 200,
                              "maximum": 4000,
                              "minimum": 1,
                              "title": "العرض",
                              "type": "integer"
                            }
                          },
                          "required": [
                            "src"
                          ],
                          "title": "الصورة",
                          "type": "object"
                        },
                        "items": {
                          "items": {
                            "additionalProperties": false,
                            "properties": {
                              "aria": {
                                "additionalProperties": false,
                                "properties": {
                                  "label": {
                                    "maxLength": 200,
                                    "title": "التسمية",
                                    "type": "string"
                                  }
                                },
                                "title": "الوصف للقارئ الصوتي",
                                "type": "object"
                              },
                              "class": {
                                "maxLength": 200,
                                "title": "صنف التنسيق",
                                "type": "string"
                              },
                              "dc_strategy": {
                                "additionalProperties": false,
                                "properties": {
                                  "key": {
                                    "maxLength": 100,
                                    "title": "المفتاح",
                                    "type": "string"
                                  },
                                  "value": {
                                    "maxLength": 2000,
                                    "title": "القيمة",
                                    "type": "string"
                                  }
                                },
                                "title": "استراتيجية المحتوى الديناميكي",
                                "type": "object"
                              },
                              "icon": {
                                "maxLength": 60,
                                "title": "الأيقونة",
                                "type": "string"
                              },
                              "id": {
                                "maxLength": 100,
                                "title": "المعرّف",
                                "type": "string"
                              },
                              "image": {
                                "additionalProperties": false,
                                "properties": {
                                  "alt": {
                                    "maxLength": 200,
                                    "title": "النص البديل",
                                    "type": "string"
                                  },
                                  "height": {
                                    "default": 80,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "title": "الارتفاع",
                                    "type": "integer"
                                  },
                                  "src": {
                                    "maxLength": 2000,
                                    "minLength": 1,
                                    "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                    "title": "مسار الصورة",
                                    "type": "string"
                                  },
                                  "width": {
                                    "default": 200,
                                    "maximum": 4000,
                                    "minimum": 1,
                                    "title": "العرض",
                                    "type": "integer"
                                  }
                                },
                                "required": [
                                  "src"
                                ],
                                "title": "الصورة",
                                "type": "object"
                              },
                              "label": {
                                "maxLength": 200,
                                "title": "التسمية",
                                "type": "string"
                              },
                              "rel": {
                                "maxLength": 100,
                                "title": "علاقة الرابط",
                                "type": "string"
                              },
                              "tag": {
                                "default": "div",
                                "oneOf": [
                                  {
                                    "const": "div",
                                    "title": "كتلة مستقلة"
                                  },
                                  {
                                    "const": "span",
                                    "title": "ضمن السطر"
                                  }
                                ],
                                "title": "الوسم",
                                "type": "string"
                              },
                              "target": {
                                "default": "_self",
                                "oneOf": [
                                  {
                                    "const": "_self",
                                    "title": "النافذة نفسها"
                                  },
                                  {
                                    "const": "_blank",
                                    "title": "نافذة جديدة"
                                  }
                                ],
                                "title": "يُفتح في",
                                "type": "string"
                              },
                              "type": {
                                "default": "link",
                                "oneOf": [
                                  {
                                    "const": "link",
                                    "title": "رابط"
                                  },
                                  {
                                    "const": "social",
                                    "title": "حسابات التواصل الاجتماعي"
                                  },
                                  {
                                    "const": "image",
                                    "title": "صورة"
                                  },
                                  {
                                    "const": "wrapper",
                                    "title": "مجموعة"
                                  }
                                ],
                                "title": "النوع",
                                "type": "string"
                              },
                              "url": {
                                "maxLength": 2000,
                                "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                                "title": "الرابط",
                                "type": "string"
                              }
                            },
                            "type": "object"
                          },
                          "maxItems": 30,
                          "title": "العناصر",
                          "type": "array"
                        },
                        "label": {
                          "maxLength": 200,
                          "title": "التسمية",
                          "type": "string"
                        },
                        "rel": {
                          "maxLength": 100,
                          "title": "علاقة الرابط",
                          "type": "string"
                        },
                        "tag": {
                          "default": "div",
                          "oneOf": [
                            {
                              "const": "div",
                              "title": "كتلة مستقلة"
                            },
                            {
                              "const": "span",
                              "title": "ضمن السطر"
                            }
                          ],
                          "title": "الوسم",
                          "type": "string"
                        },
                        "target": {
                          "default": "_self",
                          "oneOf": [
                            {
                              "const": "_self",
                              "title": "النافذة نفسها"
                            },
                            {
                              "const": "_blank",
                              "title": "نافذة جديدة"
                            }
                          ],
                          "title": "يُفتح في",
                          "type": "string"
                        },
                        "type": {
                          "default": "link",
                          "oneOf": [
                            {
                              "const": "link",
                              "title": "رابط"
                            },
                            {
                              "const": "social",
                              "title": "حسابات التواصل الاجتماعي"
                            },
                            {
                              "const": "image",
                              "title": "صورة"
                            },
                            {
                              "const": "wrapper",
                              "title": "مجموعة"
                            }
                          ],
                          "title": "النوع",
                          "type": "string"
                        },
                        "url": {
                          "maxLength": 2000,
                          "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
                          "title": "الرابط",
                          "type": "string"
                        }
                      },
                      "type": "object"
                    },
                    "maxItems": 40,
                    "title": "العناصر",
                    "type": "array"
                  }
                },
                "type": "object"
              },
              "maxItems": 10,
              "title": "الصفوف",
              "type": "array"
            },
            "type": {
              "default": "links",
              "oneOf": [
                {
                  "const": "links",
                  "title": "روابط"
                },
                {
                  "const": "social",
                  "title": "حسابات التواصل الاجتماعي"
                }
              ],
              "title": "النوع",
              "type": "string"
            }
          },
          "required": [
            "rows"
          ],
          "type": "object"
        },
        "maxItems": 8,
        "title": "أعمدة التذييل (الصفحات المعاد تصميمها)",
        "type": "array"
      },
      "general.require_user_login": {
        "default": "false",
        "description": "«نعم» يجعل كل صفحات الموقع وصالة العرض والطلب عبر الإنترنت للمسجلين فقط. قد يفرض مدير الخادم ذلك أيضًا.",
        "enum": [
          "true",
          "false"
        ],
        "title": "يتطلب تسجيل الدخول لكل الموقع"
      },
      "general.retailer_bar.enabled": {
        "default": "true",
        "description": "«نعم» يُظهر تحت رأس الصفحة شريطًا باسم الوكيل الذي اختاره الزائر وهاتفه ورابطه، بعد أن يختار وكيلًا (رابط فيه ‎_retailer أو البحث عن وكيل في محدد المخزون). يُحفظ الاختيار في ملف ارتباط إن وافق الزائر على ملفات الارتباط الاختيارية.",
        "enum": [
          "true",
          "false"
        ],
        "title": "شريط الوكيل المختار"
      },
      "general.retailer_bar.link": {
        "default": "retailer-locator",
        "description": "الصفحة التي يفتحها اسم الوكيل في الشريط، مثل retailer-locator (صفحة البحث عن وكيل). فارغ: يظهر الاسم دون رابط.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "رابط اسم الوكيل",
        "type": "string"
      },
      "general.retailer_bar.pages": {
        "description": "بدايات مسارات الصفحات التي يظهر فيها شريط الوكيل، دون رمز اللغة، مثل [\"/stock\", \"/showroom\"]. المسار \"/\" يعني كل الصفحات.",
        "items": {
          "maxLength": 500,
          "minLength": 1,
          "pattern": "^/",
          "type": "string"
        },
        "maxItems": 100,
        "title": "صفحات شريط الوكيل",
        "type": "array"
      },
      "general.site_timezone": {
        "default": "Asia/Dubai",
        "description": "المنطقة الزمنية لمواعيد العروض وجداولها، مثل Asia/Dubai أو Europe/London أو UTC. يُرفض الاسم غير المعروف.",
        "title": "المنطقة الزمنية للموقع",
        "type": "string"
      }
    },
    "type": "object"
  },
  "global": {
    "properties": {
      "global.sl_back_button": {
        "additionalProperties": false,
        "description": "شريط بارتفاع ٤٢ بكسل فوق صفحة السيارة (المفتوحة من قائمة المخزون) يعيد الزائر إلى القائمة. إن لم يصحّ المكتوب لا يظهر الشريط.",
        "properties": {
          "enabled": {
            "default": true,
            "title": "يظهر الشريط",
            "type": "boolean"
          },
          "label": {
            "default": "",
            "description": "فارغ: «العودة إلى نتائج البحث».",
            "maxLength": 80,
            "title": "نص الرابط",
            "type": "string"
          },
          "pages": {
            "default": [
              "/showroom"
            ],
            "description": "بدايات مسارات الصفحات دون رمز اللغة، مثل [\"/showroom\"].",
            "items": {
              "maxLength": 500,
              "minLength": 1,
              "pattern": "^/",
              "type": "string"
            },
            "maxItems": 50,
            "title": "الصفحات التي يظهر فيها",
            "type": "array"
          },
          "url": {
            "default": "",
            "description": "مسار صفحة أو عنوان. فارغ: صفحة المخزون.",
            "maxLength": 2000,
            "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
            "title": "وجهة الرجوع",
            "type": "string"
          }
        },
        "title": "شريط الرجوع إلى قائمة السيارات",
        "type": "object"
      }
    },
    "type": "object"
  },
  "l460BevConfig": {
    "properties": {
      "l460BevConfig.api_url": {
        "default": "",
        "description": "عنوان خدمة الحجوزات التي تستدعيها كتل الحجز. فارغ: هذا الخادم.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان واجهة الحجوزات",
        "type": "string"
      },
      "l460BevConfig.cancel_page_path": {
        "default": "range-rover-electric/pre-order/cancel",
        "description": "الصفحة التي فيها كتلة الإلغاء، دون رمز اللغة، مثل range-rover-electric/pre-order/cancel. إليها يقود رابط الإلغاء في رسالة التأكيد.",
        "pattern": "^[a-z0-9][a-z0-9/_-]{0,199}$",
        "title": "صفحة إلغاء الحجز",
        "type": "string"
      },
      "l460BevConfig.currency": {
        "default": "AED",
        "description": "رمز عملة الرسوم من ثلاثة أحرف، مثل AED أو SAR أو USD.",
        "pattern": "^[A-Z]{3}$",
        "title": "عملة رسوم الحجز",
        "type": "string"
      },
      "l460BevConfig.enabled": {
        "default": "true",
        "description": "«مفتوح»: يستطيع الزوار الحجز والإلغاء. «مغلق»: تُظهر كتلتا الحجز والإلغاء أن الخدمة غير متاحة وتُرفض الحجوزات الجديدة.",
        "enum": [
          "true",
          "false"
        ],
        "title": "الحجز المسبق مفتوح"
      },
      "l460BevConfig.listing": {
        "default": "ev-preorder",
        "description": "قائمة السيارات المتوفرة المخصصة للبرنامج: كل حجز يأخذ سيارة شاغرة منها، وسيارة واحدة لكل حجز.",
        "pattern": "^[a-z0-9_-]{1,60}$",
        "title": "قائمة السيارات المخصصة للحجز",
        "type": "string"
      },
      "l460BevConfig.recipients": {
        "default": "",
        "description": "عناوين بريد تُبلَّغ بكل حجز مدفوع وكل إلغاء، تفصلها فواصل. فارغ: لا أحد.",
        "maxLength": 1000,
        "pattern": "^([^\\s,@]+@[^\\s,@]+\\.[^\\s,@]+(\\s*,\\s*[^\\s,@]+@[^\\s,@]+\\.[^\\s,@]+)*)?$",
        "title": "بريد فريق المبيعات للحجوزات",
        "type": "string"
      },
      "l460BevConfig.refund_on_cancellation": {
        "default": "automatic",
        "description": "«تلقائي»: يُسترد المبلغ فور الإلغاء. «يدوي»: ينتظر الإلغاء أن يرد الموزع المبلغ من لوحة الإدارة.",
        "enum": [
          "automatic",
          "manual"
        ],
        "title": "استرداد الرسوم عند الإلغاء"
      },
      "l460BevConfig.require_phone_verification": {
        "default": "true",
        "description": "«مطلوب»: يحتاج الحجز رقم هاتف مؤكَّدًا برمز في رسالة نصية، ويحتاج الإلغاء رمزًا جديدًا يُرسل إلى هاتف الحجز.",
        "enum": [
          "true",
          "false"
        ],
        "title": "التحقق من الهاتف برسالة نصية"
      },
      "l460BevConfig.reservation_fee": {
        "default": "5000",
        "description": "رسوم الحجز بالوحدة الكبرى للعملة، مثل 5000 أو 5000.50، تُدفع بالبطاقة. يحتفظ كل حجز بالرسوم التي حُجز بها.",
        "pattern": "^[0-9]{1,9}(\\.[0-9]{1,3})?$",
        "title": "رسوم الحجز",
        "type": "string"
      },
      "l460BevConfig.soft_lock_minutes": {
        "default": "15",
        "description": "مدة حجز السيارة للزائر أثناء الدفع، من ١ إلى ١٢٠ دقيقة. إن انتهت دون دفع تعود السيارة شاغرة.",
        "pattern": "^([1-9]|[1-9][0-9]|1[01][0-9]|120)$",
        "title": "مدة حجز السيارة أثناء الدفع (بالدقائق)",
        "type": "string"
      }
    },
    "type": "object"
  },
  "languages": {
    "properties": {
      "languages.hebrew_fonts": {
        "default": "false",
        "description": "«نعم» يقدّم الخط العبري في كل الصفحات أيًا كان خط السوق. الصفحات العبرية تستعمله دائمًا.",
        "enum": [
          "true",
          "false"
        ],
        "title": "خطوط العبرية"
      },
      "languages.market_font": {
        "default": "default",
        "description": "مجموعة الخطوط حسب السوق: الافتراضي للعربية واللاتينية، أو إسرائيل (العبرية أولًا)، أو العراق (خط عربي نسخي)، أو اليابان (اليابانية أولًا).",
        "enum": [
          "default",
          "israel",
          "iraq",
          "japan"
        ],
        "title": "خط السوق"
      },
      "languages.switch": {
        "description": "رموز اللغات التي يعرضها مبدّل اللغة في رأس الصفحة، بهذا الترتيب، مثل [\"ar\", \"en\"]. كل لغة تقود إلى الصفحة نفسها بتلك اللغة أو إلى رئيسيتها. قائمة فارغة تُخفي المبدّل.",
        "items": {
          "description": "A site language by its URL code: one of the 51 languages of the platform (runtime/core/languages.ts), lower case with - for _ (pt_BR is pt-br).",
          "enum": [
            "ar",
            "az",
            "bd",
            "bg",
            "ca",
            "ckb",
            "cs",
            "da",
            "de",
            "el",
            "en",
            "es",
            "et",
            "eu",
            "fa",
            "fi",
            "fr",
            "he",
            "hr",
            "hu",
            "id",
            "it",
            "ja",
            "ka",
            "ko",
            "lt",
            "lv",
            "mn",
            "ms-my",
            "nb-no",
            "ne",
            "nl",
            "nn-no",
            "pl",
            "pt-br",
            "pt-pt",
            "ro",
            "ru",
            "sk",
            "sl",
            "sq",
            "sr",
            "sr-latin",
            "sv",
            "th",
            "tr",
            "uk",
            "uz",
            "vi",
            "zh-cn",
            "zh-tw"
          ],
          "title": "LanguageCode"
        },
        "maxItems": 51,
        "title": "لغات مبدّل اللغة",
        "type": "array",
        "uniqueItems": true
      }
    },
    "type": "object"
  },
  "mena": {
    "properties": {
      "mena.offers_api_url": {
        "default": "/public_api/offers",
        "description": "من أين تُقرأ العروض. الافتراضي ‎/public_api/offers: عروض هذا الموقع التي تُدار من لوحة الإدارة. يمكن كتابة عنوان خدمة خارجية يبدأ بـ https. فارغ: لا عروض.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان خدمة العروض",
        "type": "string"
      }
    },
    "type": "object"
  },
  "mena_news": {
    "properties": {
      "mena_news.back_button_label": {
        "default": "",
        "description": "نص رابط العودة في صفحة الخبر. فارغ: النص الافتراضي للغة الصفحة («العودة إلى قسم الأخبار» بالعربية).",
        "maxLength": 100,
        "title": "نص رابط العودة إلى الأخبار",
        "type": "string"
      },
      "mena_news.date_locale": {
        "default": "en-GB",
        "description": "كيف تُكتب تواريخ الأخبار: ar-AE تكتب ١٢ مارس ٢٠٢٥، و en-GB بالإنجليزية. الصيغة غير المعروفة تُقرأ en-GB.",
        "maxLength": 35,
        "pattern": "^([A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*)?$",
        "title": "لغة تنسيق تاريخ النشر",
        "type": "string"
      },
      "mena_news.locale": {
        "default": "en",
        "description": "لغة موجز الأخبار: en أو ar أو fr أو ge أو ru. أي قيمة أخرى تُقرأ en.",
        "maxLength": 10,
        "pattern": "^[A-Za-z_-]*$",
        "title": "لغة موجز الأخبار",
        "type": "string"
      },
      "mena_news.market": {
        "default": "AE",
        "description": "رمز سوق الأخبار من حرفين، مثل AE أو SA أو QA أو KW أو EG. رمز غير معروف يُقرأ AE.",
        "maxLength": 10,
        "pattern": "^[A-Za-z]*$",
        "title": "سوق الأخبار",
        "type": "string"
      },
      "mena_news.publication_date_label": {
        "default": "",
        "description": "نص يُكتب قبل تاريخ النشر، مثل «نُشر في». فارغ: التاريخ وحده.",
        "maxLength": 100,
        "title": "عنوان تاريخ النشر",
        "type": "string"
      }
    },
    "type": "object"
  },
  "meta": {
    "properties": {
      "meta": {
        "description": "وسوم وصفية تُضاف إلى رأس كل صفحة، لكل وسم اسم أو خاصية ومحتوى، مثل [{\"name\": \"google-site-verification\", \"content\": \"…\"}]. يبدأ الاسم بحرف. الوسوم التي تكتبها الصفحة بنفسها (الوصف والمشاركة وغيرها) تُرفض، والقيم تُكتب نصًا لا HTML.",
        "items": {
          "additionalProperties": false,
          "maxProperties": 2,
          "minProperties": 2,
          "properties": {
            "content": {
              "maxLength": 2000,
              "title": "المحتوى",
              "type": "string"
            },
            "name": {
              "not": {
                "enum": [
                  "description",
                  "robots",
                  "viewport",
                  "theme-color",
                  "og:title",
                  "og:description",
                  "og:image",
                  "og:url",
                  "og:locale",
                  "og:site_name",
                  "og:type",
                  "twitter:card"
                ]
              },
              "pattern": "^[A-Za-z][A-Za-z0-9_.:-]{0,99}$",
              "title": "الاسم",
              "type": "string"
            },
            "property": {
              "not": {
                "enum": [
                  "description",
                  "robots",
                  "viewport",
                  "theme-color",
                  "og:title",
                  "og:description",
                  "og:image",
                  "og:url",
                  "og:locale",
                  "og:site_name",
                  "og:type",
                  "twitter:card"
                ]
              },
              "pattern": "^[A-Za-z][A-Za-z0-9_.:-]{0,99}$",
              "title": "الخاصية",
              "type": "string"
            }
          },
          "required": [
            "content"
          ],
          "type": "object"
        },
        "maxItems": 50,
        "title": "وسوم وصفية إضافية",
        "type": "array"
      }
    },
    "type": "object"
  },
  "naas_navigation": {
    "properties": {
      "naas_navigation.configuration": {
        "additionalProperties": false,
        "description": "إعداد خدمة التنقل الخارجية: عنوان الخدمة، ولغة الخدمة لكل لغات الموقع (مثل \"ar_AE\") أو لكل لغة على حدة (مثل {\"ar\": \"ar_AE\", \"en\": \"en_GB\"})، وأجزاء تُخفى أو تظهر، والشعار. فارغ: التنقل العادي للموقع.",
        "properties": {
          "disabledSelectors": {
            "items": {
              "maxLength": 100,
              "minLength": 1,
              "pattern": "^[^\\s]+$",
              "type": "string"
            },
            "maxItems": 30,
            "title": "محددات معطّلة",
            "type": "array"
          },
          "enabledSelectors": {
            "items": {
              "maxLength": 100,
              "minLength": 1,
              "pattern": "^[^\\s]+$",
              "type": "string"
            },
            "maxItems": 30,
            "title": "محددات مفعّلة",
            "type": "array"
          },
          "locale": {
            "anyOf": [
              {
                "pattern": "^[A-Za-z]{2,3}(_[A-Za-z]{2})?$",
                "type": "string"
              },
              {
                "additionalProperties": {
                  "pattern": "^[A-Za-z]{2,3}(_[A-Za-z]{2})?$",
                  "type": "string"
                },
                "maxProperties": 60,
                "type": "object"
              }
            ],
            "title": "اللغة والمنطقة"
          },
          "logo": {
            "maxLength": 200,
            "pattern": "^[^\\s]*$",
            "title": "الشعار",
            "type": "string"
          },
          "url": {
            "additionalProperties": false,
            "properties": {
              "origin": {
                "description": "عنوان الخدمة دون مسار، مثل https://nav.example.com.",
                "maxLength": 500,
                "minLength": 1,
                "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#]+/?$",
                "title": "أصل الخدمة",
                "type": "string"
              }
            },
            "required": [
              "origin"
            ],
            "title": "الرابط",
            "type": "object"
          }
        },
        "required": [
          "url"
        ],
        "title": "إعدادات التنقل الخارجي",
        "type": "object"
      },
      "naas_navigation.retailer_name": {
        "default": "",
        "description": "اسم الموزع الذي يظهر في التنقل الخارجي مكان اسم الموزع.",
        "maxLength": 200,
        "title": "اسم الموزع في التنقل الخارجي",
        "type": "string"
      },
      "naas_navigation.retailer_url": {
        "default": "",
        "description": "رابط الموزع الذي يظهر في التنقل الخارجي. يُحذف الرابط غير الآمن.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "رابط الموزع في التنقل الخارجي",
        "type": "string"
      }
    },
    "type": "object"
  },
  "navigation": {
    "properties": {
      "navigation.disabled_on_pages": {
        "description": "مسارات الصفحات التي تُخفى فيها قائمة التنقل والزر العائم، مثل [\"/\", \"/offers\"]. المسار \"/\" هو الصفحة الرئيسية.",
        "items": {
          "maxLength": 500,
          "minLength": 1,
          "pattern": "^/",
          "type": "string"
        },
        "maxItems": 200,
        "title": "صفحات بلا تنقل ولا زر عائم",
        "type": "array"
      },
      "navigation.ev_paths": {
        "description": "بدايات مسارات برنامج السيارات الكهربائية، مثل [\"/range-rover-electric\"]: تُظهر تذييل السيارات الكهربائية، والتي في مسارها pre-order تُظهر الشعار وحده في التنقل.",
        "items": {
          "maxLength": 500,
          "minLength": 1,
          "pattern": "^/",
          "type": "string"
        },
        "maxItems": 100,
        "title": "مسارات برنامج السيارات الكهربائية",
        "type": "array"
      },
      "navigation.light_variant": {
        "default": "false",
        "description": "«نعم» يُظهر التنقل الخفيف (الشعار وزر القائمة) في كل الصفحات. الصفحات المعاد تصميمها تُظهره دائمًا.",
        "enum": [
          "true",
          "false"
        ],
        "title": "التنقل الخفيف"
      },
      "navigation.logo_settings": {
        "description": "شعار مختلف حسب المسار: لكل عنصر مسار تبدأ به الصفحات، ورابط الرئيسية، والشعار، واسم أيقونة المتصفح إن لزم. إن نقص أحد الثلاثة الأولى في أي عنصر تُتجاهل القائمة كلها.",
        "items": {
          "additionalProperties": false,
          "properties": {
            "homepage": {
              "maxLength": 2000,
              "minLength": 1,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الصفحة الرئيسية",
              "type": "string"
            },
            "logo": {
              "maxLength": 2000,
              "minLength": 1,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الشعار",
              "type": "string"
            },
            "matchingPath": {
              "maxLength": 500,
              "minLength": 1,
              "pattern": "^/",
              "title": "المسار المطابق",
              "type": "string"
            },
            "target": {
              "oneOf": [
                {
                  "const": "_self",
                  "title": "النافذة نفسها"
                },
                {
                  "const": "_blank",
                  "title": "نافذة جديدة"
                }
              ],
              "title": "يُفتح في",
              "type": "string"
            },
            "type": {
              "maxLength": 40,
              "pattern": "^[A-Za-z0-9_-]*$",
              "title": "النوع",
              "type": "string"
            }
          },
          "required": [
            "matchingPath",
            "homepage",
            "logo"
          ],
          "type": "object"
        },
        "maxItems": 50,
        "title": "الشعار حسب المسار",
        "type": "array"
      },
      "navigation.redesign_paths": {
        "description": "بدايات مسارات الصفحات المعاد تصميمها، مثل [\"/ar/new\"]: تُظهر التنقل الخفيف وتذييل الصفحات المعاد تصميمها.",
        "items": {
          "maxLength": 500,
          "minLength": 1,
          "pattern": "^/",
          "type": "string"
        },
        "maxItems": 100,
        "title": "مسارات الصفحات المعاد تصميمها",
        "type": "array"
      },
      "navigation.use_v2": {
        "default": "true",
        "description": "«نعم» (الافتراضي): يتبع رأس الموقع التنقل بإصداره الثاني. «لا»: يتبع الإصدار الأول. يعرض الإصداران عناصر التنقل نفسها، وتبقى واجهتاهما البرمجيتان متاحتين دائمًا.",
        "enum": [
          "true",
          "false"
        ],
        "title": "التنقل الإصدار الثاني"
      }
    },
    "type": "object"
  },
  "ntt_cxp_sl": {
    "properties": {
      "ntt_cxp_sl.button_label": {
        "default": "اختر هذه السيارة",
        "maxLength": 80,
        "title": "نص زر الشريك",
        "type": "string"
      },
      "ntt_cxp_sl.cxp_redirect_url": {
        "default": "",
        "description": "أين يقود زر الشريك؛ تُضاف إليه بيانات السيارة وزيارة الشريك تلقائيًا. فارغ: لا زر.",
        "maxLength": 2000,
        "pattern": "^(|https://[^\\s\\u0000]+)$",
        "title": "عنوان العودة إلى تطبيق الشريك",
        "type": "string"
      },
      "ntt_cxp_sl.enabled": {
        "default": "false",
        "description": "«نعم» يستبدل أزرار السيارة بزر الشريك حين يصل الزائر من تطبيق الشريك.",
        "enum": [
          "true",
          "false"
        ],
        "title": "تفعيل تكامل الشريك"
      }
    },
    "type": "object"
  },
  "performance": {
    "properties": {
      "performance.error_reporting_api_key": {
        "default": "",
        "description": "مفتاح خدمة الإبلاغ عن الأخطاء. فارغ: لا إبلاغ ولا يُحمَّل شيء في متصفح الزائر.",
        "maxLength": 200,
        "pattern": "^[A-Za-z0-9._:-]*$",
        "title": "مفتاح خدمة الإبلاغ عن الأخطاء",
        "type": "string"
      },
      "performance.error_reporting_url": {
        "default": "",
        "description": "أين يرسل الخادم تقارير الأخطاء. فارغ: تُكتب في سجل الخادم.",
        "maxLength": 2000,
        "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
        "title": "عنوان استقبال تقارير الأخطاء",
        "type": "string"
      }
    },
    "type": "object"
  },
  "predefined_links": {
    "properties": {
      "predefined_links": {
        "description": "روابط مختصرة باسم وعنوان لكل منها، مثل [{\"alias\": \"test-drive\", \"url\": \"/ar/test-drive\"}].",
        "items": {
          "additionalProperties": false,
          "properties": {
            "alias": {
              "maxLength": 120,
              "minLength": 1,
              "title": "الاسم المستعار",
              "type": "string"
            },
            "url": {
              "maxLength": 2000,
              "minLength": 1,
              "pattern": "^ *(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u001F\\u007F]+|(?:[Mm][Aa][Ii][Ll][Tt][Oo]|[Tt][Ee][Ll]):[^\\u0000-\\u001F\\u007F]+|/(?![/\\\\])[^\\u0000-\\u001F\\u007F]*|[?#][^\\u0000-\\u001F\\u007F]*|[^\\u0000-\\u0020\\u007F:/\\\\?#][^\\u0000-\\u001F\\u007F:/\\\\?#]*(?:[/?#][^\\u0000-\\u001F\\u007F]*)?)?$",
              "title": "الرابط",
              "type": "string"
            }
          },
          "required": [
            "alias",
            "url"
          ],
          "type": "object"
        },
        "maxItems": 200,
        "title": "الروابط المعرّفة مسبقاً",
        "type": "array"
      },
      "predefined_links.pass_through_params": {
        "default": "",
        "description": "أسماء معاملات تُنقل من عنوان الصفحة الحالية إلى الروابط المختصرة التي تخلو منها، تفصلها فواصل، مثل utm_source,utm_campaign.",
        "maxLength": 500,
        "pattern": "^[A-Za-z0-9_.\\-\\[\\], ]*$",
        "title": "المعاملات المنقولة",
        "type": "string"
      }
    },
    "type": "object"
  },
  "price": {
    "properties": {
      "price.currency_delimiter": {
        "default": ",",
        "description": "فاصل الآلاف في الأسعار، مثل , فيظهر 250,000. فارغ: بلا فاصل.",
        "maxLength": 5,
        "title": "فاصل الآلاف",
        "type": "string"
      },
      "price.currency_iso": {
        "default": "EUR",
        "description": "رمز العملة من ثلاثة أحرف كبيرة، مثل AED أو SAR، للتحليلات وتحويل العملة.",
        "pattern": "^([A-Z]{3})?$",
        "title": "رمز العملة الدولي",
        "type": "string"
      },
      "price.currency_symbol": {
        "default": "€",
        "description": "رمز العملة الذي يحل محل % في صيغ الأسعار، مثل د.إ أو AED.",
        "maxLength": 20,
        "title": "رمز العملة",
        "type": "string"
      },
      "price.digits": {
        "default": "latin",
        "description": "الأرقام التي تُكتب بها المبالغ: اللاتينية 0-9 (الافتراضي، المعتاد في أسعار الخليج) أو العربية الهندية ٠-٩.",
        "enum": [
          "latin",
          "arabic-indic"
        ],
        "title": "الأرقام"
      },
      "price.double_price_decimals": {
        "default": "0",
        "description": "عدد المنازل العشرية في السعر الثاني. الافتراضي ٠.",
        "enum": [
          "0",
          "1",
          "2",
          "3"
        ],
        "title": "المنازل العشرية للسعر الثاني"
      },
      "price.double_price_feature": {
        "default": "false",
        "description": "«نعم» يُظهر كل سعر مرة ثانية محوَّلًا بسعر التحويل أدناه وبرمز العملة الثانية.",
        "enum": [
          "true",
          "false"
        ],
        "title": "إظهار السعر المزدوج"
      },
      "price.double_price_rate": {
        "default": "1",
        "description": "السعر الثاني هو المبلغ مضروبًا في هذا الرقم، مثل 0.25. الافتراضي 1.",
        "maxLength": 30,
        "pattern": "^([0-9]+(\\.[0-9]+)?)?$",
        "title": "سعر التحويل للعملة الثانية",
        "type": "string"
      },
      "price.double_price_symbol": {
        "default": "EUR",
        "description": "رمز العملة الثانية، مثل EUR.",
        "maxLength": 20,
        "title": "رمز العملة الثانية",
        "type": "string"
      },
      "price.finance_calculator_currency_delimiter": {
        "default": ",",
        "description": "فاصل الآلاف في حاسبة التمويل، مثل الفاصلة , فيظهر 250,000. فارغ: بلا فاصل.",
        "maxLength": 5,
        "title": "فاصل الآلاف في حاسبة التمويل",
        "type": "string"
      },
      "price.finance_calculator_currency_symbol": {
        "default": "€",
        "description": "رمز العملة الذي يحل محل % في صيغ حاسبة التمويل.",
        "maxLength": 20,
        "title": "رمز العملة في حاسبة التمويل",
        "type": "string"
      },
      "price.finance_calculator_format": {
        "default": "^ %",
        "description": "صيغة القيم في حاسبة التمويل: ^ مكان المبلغ و % مكان رمز العملة.",
        "maxLength": 300,
        "title": "صيغة السعر في حاسبة التمويل",
        "type": "string"
      },
      "price.finance_calculator_full_string": {
        "default": "From ^ %",
        "description": "نص السعر الكامل في حاسبة التمويل، بالرموز نفسها: ^ المبلغ و % رمز العملة.",
        "maxLength": 300,
        "title": "نص السعر الكامل في حاسبة التمويل",
        "type": "string"
      },
      "price.full_string": {
        "default": "From ^ %",
        "description": "نص سعر الشراء: ^ مكان المبلغ، و % مكان رمز العملة، و @ مكان السعر بالصيغة الافتراضية، مثل «ابتداءً من @».",
        "maxLength": 300,
        "title": "نص سعر الشراء",
        "type": "string"
      },
      "price.lease_full_string": {
        "default": "or @ / Month",
        "description": "نص سعر الإيجار التمويلي: @ مكان السعر بالصيغة الافتراضية، مثل «أو @ شهريًا».",
        "maxLength": 300,
        "title": "نص سعر الإيجار التمويلي",
        "type": "string"
      },
      "price.lease_short_string": {
        "default": "@ / Month",
        "description": "نص سعر الإيجار حيث المساحة ضيقة، مثل «@ / شهريًا».",
        "maxLength": 300,
        "title": "نص سعر الإيجار المختصر",
        "type": "string"
      },
      "price.offer_string": {
        "default": "From ^ %",
        "description": "نص سعر العرض: ^ المبلغ و % رمز العملة، مثل «ابتداءً من ^ %».",
        "maxLength": 300,
        "title": "نص سعر العرض",
        "type": "string"
      },
      "price.price_format": {
        "default": "^%",
        "description": "الصيغة الافتراضية للسعر: ^ مكان المبلغ و % مكان رمز العملة، مثل ^ % فيظهر 250,000 AED. تُستعمل للسعر بلا نوع، ومكان @ في النصوص أدناه.",
        "maxLength": 300,
        "title": "صيغة السعر",
        "type": "string"
      },
      "price.rent_block_format": {
        "default": "^ %",
        "description": "صيغة سعر تأجير السيارات: ^ المبلغ و % رمز العملة.",
        "maxLength": 300,
        "title": "صيغة سعر التأجير",
        "type": "string"
      },
      "price.subscription_string": {
        "default": "from % ^ / Month",
        "description": "نص سعر الاشتراك: % رمز العملة و ^ المبلغ، مثل «من % ^ شهريًا».",
        "maxLength": 300,
        "title": "نص سعر الاشتراك",
        "type": "string"
      }
    },
    "type": "object"
  },
  "search": {
    "properties": {
      "search.popup.enabled": {
        "default": "false",
        "description": "«نعم» يُظهر البحث المنبثق في رأس الصفحة.",
        "enum": [
          "true",
          "false"
        ],
        "title": "تفعيل البحث المنبثق"
      }
    },
    "type": "object"
  },
  "security": {
    "properties": {
      "security.egress_allowed_hosts": {
        "default": "",
        "description": "ما يجوز للخادم الاتصال به وإن لم يكن عنوانًا عامًا: أسماء مضيفين (crm.internal)، أو مضيف ومنفذ (127.0.0.1:8080)، أو عناوين ونطاقات (10.20.0.0/16)، تفصلها فواصل أو أسطر. يُرفض كل طلب خارجي آخر إلى عنوان غير عام.",
        "maxLength": 4000,
        "pattern": "^[A-Za-z0-9_.:/\\[\\],\\s-]*$",
        "title": "الخدمات الداخلية المسموح للخادم بطلبها",
        "type": "string"
      },
      "security.raw_html_enabled": {
        "default": "true",
        "description": "«لا» يوقف HTML الخام والنصوص البرمجية (كتلة HTML، وHTML صفحة ٤٠٤ والتذييل، والوسوم الوصفية) للجميع، والمديرون منهم.",
        "enum": [
          "true",
          "false"
        ],
        "title": "السماح بـ HTML والسكربت الخام"
      }
    },
    "type": "object"
  },
  "stock_locator": {
    "properties": {
      "stock_locator.default_state": {
        "default": "",
        "description": "الولاية التي يظهر سعرها الشامل للسيارة الجديدة قبل أن يختار الزائر ولايته. فارغ: سعر الوكيل.",
        "maxLength": 20,
        "pattern": "^[A-Za-z_]*$",
        "title": "الولاية الافتراضية",
        "type": "string"
      },
      "stock_locator.endpoint_dealers": {
        "default": "/public_api/listing//default/retailers",
        "description": "عنوان خدمة البحث عن الوكلاء بالرمز البريدي. الافتراضي خدمة هذا الموقع. فارغ: لا وكلاء.",
        "maxLength": 2000,
        "pattern": "^(|/[^\\s\\u0000]*|https?://[^\\s\\u0000]+)$",
        "title": "عنوان خدمة الوكلاء",
        "type": "string"
      },
      "stock_locator.endpoint_trade_in": {
        "default": "/trade_in/form_options",
        "description": "عنوان خيارات نموذج استبدال السيارة. الافتراضي خدمة هذا الموقع.",
        "maxLength": 2000,
        "pattern": "^(|/[^\\s\\u0000]*|https?://[^\\s\\u0000]+)$",
        "title": "عنوان خيارات الاستبدال",
        "type": "string"
      },
      "stock_locator.fallback_dealers": {
        "default": "",
        "description": "عنوان يُقرأ منه الوكلاء إن تعطلت الخدمة الأساسية. فارغ: لا شيء.",
        "maxLength": 2000,
        "pattern": "^(|/[^\\s\\u0000]*|https?://[^\\s\\u0000]+)$",
        "title": "عنوان الوكلاء الاحتياطي",
        "type": "string"
      },
      "stock_locator.features": {
        "default": "owner_visible",
        "description": "الميزات الإضافية المفعّلة، تفصلها فواصل، من بين: postcode_search (البحث بالرمز البريدي) و owner_visible (إظهار المالك) و display_selected_vehicles (إظهار السيارات المختارة) و postcode_filter (التصفية بالرمز البريدي).",
        "maxLength": 200,
        "pattern": "^((postcode_search|owner_visible|display_selected_vehicles|postcode_filter)(,(postcode_search|owner_visible|display_selected_vehicles|postcode_filter))*)?$",
        "title": "الميزات الإضافية",
        "type": "string"
      },
      "stock_locator.main_brand": {
        "default": "Land Rover",
        "description": "العلامة الرئيسية للموقع، تُحذف من روابط صالات العرض. الافتراضي Land Rover.",
        "maxLength": 100,
        "title": "العلامة الرئيسية",
        "type": "string"
      },
      "stock_locator.market": {
        "default": "",
        "description": "«ما وراء البحار» يفعّل كتلة محدد المخزون الخارجي، و«التنقل» سوق التنقل. «قياسي»: السوق المعتاد.",
        "enum": [
          "",
          "overseas",
          "mobility"
        ],
        "title": "السوق"
      },
      "stock_locator.seats_translations": {
        "default": "",
        "description": "أسماء مخصصة لعدد المقاعد، لكل عدد اسمه، مثل {\"5\": \"٥ مقاعد\", \"7\": \"٧ مقاعد\"}. إن لم تصح الكتابة يُستعمل الاسم المعتاد.",
        "maxLength": 5000,
        "title": "ترجمة عدد المقاعد",
        "type": "string"
      },
      "stock_locator.stock_init_popup_content": {
        "default": "",
        "description": "نافذة تظهر عند أول فتح لمحدد المخزون، مرة في الجلسة (يقبل HTML). فارغ: لا نافذة.",
        "maxLength": 20000,
        "title": "محتوى النافذة الافتتاحية",
        "type": "string"
      },
      "stock_locator.stock_init_popup_header": {
        "default": "",
        "maxLength": 200,
        "title": "عنوان النافذة الافتتاحية",
        "type": "string"
      },
      "stock_locator.stock_page_path": {
        "default": "",
        "description": "مسار صفحة قائمة السيارات التي يعود إليها زر الرجوع في صالة العرض، مثل stock. فارغ: مسار صفحة المخزون الاحتياطي.",
        "maxLength": 300,
        "pattern": "^[^\\u0000\\s]*$",
        "title": "مسار صفحة المخزون",
        "type": "string"
      }
    },
    "type": "object"
  }
} satisfies Record<SettingsNamespace, RJSFSchema>;

export function isSettingsNamespace(name: string): name is SettingsNamespace {
  return Object.hasOwn(settingsFormSchemas, name);
}

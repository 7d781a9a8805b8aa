// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

/** Template key -> RJSF uiSchema of the block's form. */
export const blockUiSchemas = {
  "lrdx-accordion": {
    "fields": {
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_between_groups": {
        "ui:widget": "Bool"
      },
      "close_all_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "color_theme": {
        "ui:enumNames": [
          "فاتحة",
          "داكنة"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "has_schema": {
        "ui:widget": "Bool"
      },
      "header_size": {
        "ui:enumNames": [
          "صغير جداً",
          "صغير",
          "متوسط",
          "كبير",
          "كبير جداً"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "header_tag": {
        "ui:enumNames": [
          "H1",
          "H2",
          "H3",
          "H4",
          "H5",
          "H6"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "heading": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "margin_between_groups": {
        "ui:widget": "Bool"
      },
      "open_all_label": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "ui:order": [
        "block_scroll_id",
        "heading",
        "header_tag",
        "header_size",
        "color_theme",
        "border_between_groups",
        "margin_between_groups",
        "open_all_label",
        "close_all_label",
        "has_schema",
        "padding_grid_class"
      ]
    },
    "groups": {
      "items": {
        "accordion_content": {
          "ui:options": {
            "contentful": true,
            "language": "html"
          },
          "ui:widget": "Markdown"
        },
        "accordion_title": {
          "ui:options": {
            "contentful": true
          },
          "ui:widget": "String"
        },
        "ui:order": [
          "accordion_title",
          "accordion_content"
        ]
      },
      "ui:options": {
        "addable": true,
        "maxItems": 30,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  },
  "lrdx-quote": {
    "fields": {
      "author": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "author_position": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "String"
      },
      "block_scroll_id": {
        "ui:widget": "String"
      },
      "border_grid_class": {
        "ui:enumNames": [
          "حد علوي",
          "حد سفلي",
          "حد علوي وسفلي",
          "بلا حدود"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "justify_text": {
        "ui:widget": "Bool"
      },
      "padding_grid_class": {
        "ui:enumNames": [
          "افتراضي",
          "بلا مسافة علوية",
          "بلا مسافة سفلية",
          "بلا مسافات"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "quote": {
        "ui:options": {
          "contentful": true
        },
        "ui:widget": "Text"
      },
      "section_class": {
        "ui:enumNames": [
          "يسار",
          "وسط",
          "يمين"
        ],
        "ui:options": {
          "searchable": false
        },
        "ui:widget": "Select"
      },
      "ui:order": [
        "block_scroll_id",
        "section_class",
        "justify_text",
        "quote",
        "author",
        "author_position",
        "padding_grid_class",
        "border_grid_class"
      ]
    },
    "groups": {
      "items": {
        "ui:order": []
      },
      "ui:options": {
        "addable": false,
        "maxItems": null,
        "orderable": true
      }
    },
    "template": {
      "ui:widget": "hidden"
    },
    "ui:options": {
      "dir": "rtl"
    }
  }
} as const;

/** Settings namespace -> RJSF uiSchema of its form. */
export const settingsUiSchemas = {} as const;

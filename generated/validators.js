// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.
// @ts-nocheck
import __runtime0 from "ajv/dist/runtime/ucs2length.js";
"use strict";
export const validateAccordionBlock = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-accordion.schema.json","x-key":"lrdx-accordion","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-accordion"},"fields":{"type":"object","additionalProperties":false,"default":{},"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"heading":{"type":"string","maxLength":300,"default":""},"header_tag":{"enum":[1,2,3,4,5,6],"default":2},"header_size":{"enum":["xs","s","m","l","xl"],"default":"xl"},"color_theme":{"enum":["light-theme","dark-theme"],"default":"light-theme"},"border_between_groups":{"type":"boolean","default":true},"margin_between_groups":{"type":"boolean","default":false},"open_all_label":{"type":"string","maxLength":40,"default":"افتح الكل"},"close_all_label":{"type":"string","maxLength":40,"default":"أغلق الكل"},"has_schema":{"type":"boolean","default":false},"padding_grid_class":{"enum":["","top-space-0","bottom-space-0","y-space-0"],"default":""}}},"groups":{"type":"array","maxItems":30,"items":{"type":"object","additionalProperties":false,"default":{},"required":["accordion_title"],"properties":{"accordion_title":{"type":"string","minLength":1,"maxLength":300},"accordion_content":{"type":"string","maxLength":20000,"default":""}}},"default":[]}}};
const func1 = Object.prototype.hasOwnProperty;
const func2 = (__runtime0.default ?? __runtime0);
const pattern4 = new RegExp("^[A-Za-z0-9_-]*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-accordion.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-accordion" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-accordion"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.heading === undefined){
data1.heading = "";
}
if(data1.header_tag === undefined){
data1.header_tag = 2;
}
if(data1.header_size === undefined){
data1.header_size = "xl";
}
if(data1.color_theme === undefined){
data1.color_theme = "light-theme";
}
if(data1.border_between_groups === undefined){
data1.border_between_groups = true;
}
if(data1.margin_between_groups === undefined){
data1.margin_between_groups = false;
}
if(data1.open_all_label === undefined){
data1.open_all_label = "افتح الكل";
}
if(data1.close_all_label === undefined){
data1.close_all_label = "أغلق الكل";
}
if(data1.has_schema === undefined){
data1.has_schema = false;
}
if(data1.padding_grid_class === undefined){
data1.padding_grid_class = "";
}
for(const key1 in data1){
if(!(func1.call(schema31.properties.fields.properties, key1))){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err6 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern4.test(data2)){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
let data3 = data1.heading;
if(typeof data3 === "string"){
if(func2(data3) > 300){
const err9 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/fields/heading",schemaPath:"#/properties/fields/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
let data4 = data1.header_tag;
if(!((((((data4 === 1) || (data4 === 2)) || (data4 === 3)) || (data4 === 4)) || (data4 === 5)) || (data4 === 6))){
const err11 = {instancePath:instancePath+"/fields/header_tag",schemaPath:"#/properties/fields/properties/header_tag/enum",keyword:"enum",params:{allowedValues: schema31.properties.fields.properties.header_tag.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
let data5 = data1.header_size;
if(!(((((data5 === "xs") || (data5 === "s")) || (data5 === "m")) || (data5 === "l")) || (data5 === "xl"))){
const err12 = {instancePath:instancePath+"/fields/header_size",schemaPath:"#/properties/fields/properties/header_size/enum",keyword:"enum",params:{allowedValues: schema31.properties.fields.properties.header_size.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
let data6 = data1.color_theme;
if(!((data6 === "light-theme") || (data6 === "dark-theme"))){
const err13 = {instancePath:instancePath+"/fields/color_theme",schemaPath:"#/properties/fields/properties/color_theme/enum",keyword:"enum",params:{allowedValues: schema31.properties.fields.properties.color_theme.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data1.border_between_groups !== "boolean"){
const err14 = {instancePath:instancePath+"/fields/border_between_groups",schemaPath:"#/properties/fields/properties/border_between_groups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data1.margin_between_groups !== "boolean"){
const err15 = {instancePath:instancePath+"/fields/margin_between_groups",schemaPath:"#/properties/fields/properties/margin_between_groups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
let data9 = data1.open_all_label;
if(typeof data9 === "string"){
if(func2(data9) > 40){
const err16 = {instancePath:instancePath+"/fields/open_all_label",schemaPath:"#/properties/fields/properties/open_all_label/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/fields/open_all_label",schemaPath:"#/properties/fields/properties/open_all_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
let data10 = data1.close_all_label;
if(typeof data10 === "string"){
if(func2(data10) > 40){
const err18 = {instancePath:instancePath+"/fields/close_all_label",schemaPath:"#/properties/fields/properties/close_all_label/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/fields/close_all_label",schemaPath:"#/properties/fields/properties/close_all_label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data1.has_schema !== "boolean"){
const err20 = {instancePath:instancePath+"/fields/has_schema",schemaPath:"#/properties/fields/properties/has_schema/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
let data12 = data1.padding_grid_class;
if(!((((data12 === "") || (data12 === "top-space-0")) || (data12 === "bottom-space-0")) || (data12 === "y-space-0"))){
const err21 = {instancePath:instancePath+"/fields/padding_grid_class",schemaPath:"#/properties/fields/properties/padding_grid_class/enum",keyword:"enum",params:{allowedValues: schema31.properties.fields.properties.padding_grid_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data13 = data.groups;
if(Array.isArray(data13)){
if(data13.length > 30){
const err23 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.accordion_content === undefined){
data14.accordion_content = "";
}
if(data14.accordion_title === undefined){
const err24 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/required",keyword:"required",params:{missingProperty: "accordion_title"},message:"must have required property '"+"accordion_title"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data14){
if(!((key2 === "accordion_title") || (key2 === "accordion_content"))){
const err25 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data14.accordion_title !== undefined){
let data15 = data14.accordion_title;
if(typeof data15 === "string"){
if(func2(data15) > 300){
const err26 = {instancePath:instancePath+"/groups/" + i0+"/accordion_title",schemaPath:"#/properties/groups/items/properties/accordion_title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func2(data15) < 1){
const err27 = {instancePath:instancePath+"/groups/" + i0+"/accordion_title",schemaPath:"#/properties/groups/items/properties/accordion_title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/groups/" + i0+"/accordion_title",schemaPath:"#/properties/groups/items/properties/accordion_title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let data16 = data14.accordion_content;
if(typeof data16 === "string"){
if(func2(data16) > 20000){
const err29 = {instancePath:instancePath+"/groups/" + i0+"/accordion_content",schemaPath:"#/properties/groups/items/properties/accordion_content/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/groups/" + i0+"/accordion_content",schemaPath:"#/properties/groups/items/properties/accordion_content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateQuoteBlock = validate21;
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/blocks/lrdx-quote.schema.json","x-key":"lrdx-quote","type":"object","additionalProperties":false,"required":["template","fields","groups"],"properties":{"template":{"const":"lrdx-quote"},"fields":{"type":"object","additionalProperties":false,"default":{},"required":["quote"],"properties":{"block_scroll_id":{"type":"string","pattern":"^[A-Za-z0-9_-]*$","maxLength":80,"default":""},"section_class":{"enum":["left","center","right"],"default":"center"},"justify_text":{"type":"boolean","default":false},"quote":{"type":"string","minLength":1,"maxLength":1000},"author":{"type":"string","maxLength":120,"default":""},"author_position":{"type":"string","maxLength":160,"default":""},"padding_grid_class":{"enum":["","top-space-0","bottom-space-0","y-space-0"],"default":""},"border_grid_class":{"enum":["border-top","border-bottom","border-top-bottom","no-border"],"default":"no-border"}}},"groups":{"type":"array","maxItems":0,"items":{"type":"object","additionalProperties":false,"default":{},"properties":{}},"default":[]}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/blocks/lrdx-quote.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.fields === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.groups === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.template !== undefined){
if("lrdx-quote" !== data.template){
const err4 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/const",keyword:"const",params:{allowedValue: "lrdx-quote"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let data1 = data.fields;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.block_scroll_id === undefined){
data1.block_scroll_id = "";
}
if(data1.section_class === undefined){
data1.section_class = "center";
}
if(data1.justify_text === undefined){
data1.justify_text = false;
}
if(data1.author === undefined){
data1.author = "";
}
if(data1.author_position === undefined){
data1.author_position = "";
}
if(data1.padding_grid_class === undefined){
data1.padding_grid_class = "";
}
if(data1.border_grid_class === undefined){
data1.border_grid_class = "no-border";
}
if(data1.quote === undefined){
const err5 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/required",keyword:"required",params:{missingProperty: "quote"},message:"must have required property '"+"quote"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data1){
if(!((((((((key1 === "block_scroll_id") || (key1 === "section_class")) || (key1 === "justify_text")) || (key1 === "quote")) || (key1 === "author")) || (key1 === "author_position")) || (key1 === "padding_grid_class")) || (key1 === "border_grid_class"))){
const err6 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data2 = data1.block_scroll_id;
if(typeof data2 === "string"){
if(func2(data2) > 80){
const err7 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data2)){
const err8 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_-]*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/fields/block_scroll_id",schemaPath:"#/properties/fields/properties/block_scroll_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
let data3 = data1.section_class;
if(!(((data3 === "left") || (data3 === "center")) || (data3 === "right"))){
const err10 = {instancePath:instancePath+"/fields/section_class",schemaPath:"#/properties/fields/properties/section_class/enum",keyword:"enum",params:{allowedValues: schema32.properties.fields.properties.section_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data1.justify_text !== "boolean"){
const err11 = {instancePath:instancePath+"/fields/justify_text",schemaPath:"#/properties/fields/properties/justify_text/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.quote !== undefined){
let data5 = data1.quote;
if(typeof data5 === "string"){
if(func2(data5) > 1000){
const err12 = {instancePath:instancePath+"/fields/quote",schemaPath:"#/properties/fields/properties/quote/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func2(data5) < 1){
const err13 = {instancePath:instancePath+"/fields/quote",schemaPath:"#/properties/fields/properties/quote/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/fields/quote",schemaPath:"#/properties/fields/properties/quote/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data6 = data1.author;
if(typeof data6 === "string"){
if(func2(data6) > 120){
const err15 = {instancePath:instancePath+"/fields/author",schemaPath:"#/properties/fields/properties/author/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/fields/author",schemaPath:"#/properties/fields/properties/author/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
let data7 = data1.author_position;
if(typeof data7 === "string"){
if(func2(data7) > 160){
const err17 = {instancePath:instancePath+"/fields/author_position",schemaPath:"#/properties/fields/properties/author_position/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/fields/author_position",schemaPath:"#/properties/fields/properties/author_position/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
let data8 = data1.padding_grid_class;
if(!((((data8 === "") || (data8 === "top-space-0")) || (data8 === "bottom-space-0")) || (data8 === "y-space-0"))){
const err19 = {instancePath:instancePath+"/fields/padding_grid_class",schemaPath:"#/properties/fields/properties/padding_grid_class/enum",keyword:"enum",params:{allowedValues: schema32.properties.fields.properties.padding_grid_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
let data9 = data1.border_grid_class;
if(!((((data9 === "border-top") || (data9 === "border-bottom")) || (data9 === "border-top-bottom")) || (data9 === "no-border"))){
const err20 = {instancePath:instancePath+"/fields/border_grid_class",schemaPath:"#/properties/fields/properties/border_grid_class/enum",keyword:"enum",params:{allowedValues: schema32.properties.fields.properties.border_grid_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data10 = data.groups;
if(Array.isArray(data10)){
if(data10.length > 0){
const err22 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key2 in data11){
const err23 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateBlockInstance = validate22;
const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/block-instance.schema.json","title":"BlockInstance","description":"A block as stored and exchanged: its template key, its fields and its repeatable groups. The template's own validator checks the inside.","type":"object","additionalProperties":false,"required":["template"],"properties":{"template":{"type":"string","pattern":"^[a-z0-9]+(-[a-z0-9]+)+$"},"fields":{"type":"object","default":{}},"groups":{"type":"array","items":{"type":"object"},"default":[]}},"examples":[{"template":"lrdx-quote","fields":{"quote":"نص"},"groups":[]}]};
const pattern6 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)+$", "u");

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/block-instance.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fields === undefined){
data.fields = {};
}
if(data.groups === undefined){
data.groups = [];
}
if(data.template === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "template") || (key0 === "fields")) || (key0 === "groups"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.template !== undefined){
let data0 = data.template;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err2 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)+$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/template",schemaPath:"#/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
let data1 = data.fields;
if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){
const err4 = {instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
let data2 = data.groups;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err5 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateContentDocument = validate23;
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/content-document.schema.json","title":"ContentDocument","description":"What `npm run content -- export` writes and `import` reads.","type":"object","additionalProperties":false,"required":["pages","settings"],"properties":{"pages":{"type":"array","items":{"$ref":"page.schema.json"}},"settings":{"type":"array","items":{"$ref":"setting.schema.json"}}},"examples":[{"pages":[{"path":"index","title":"الرئيسية"}],"settings":[{"key":"general.app_name","value":"الموقع"}]}]};
const schema37 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/setting.schema.json","title":"Setting","description":"One key/value setting. 'true' stands for boolean true; JSON is held as a string.","type":"object","additionalProperties":false,"required":["key","value"],"properties":{"key":{"type":"string","minLength":1,"maxLength":200,"pattern":"^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"},"value":{"type":"string","maxLength":200000}},"examples":[{"key":"search.popup.enabled","value":"true"}]};
const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page.schema.json","title":"Page","description":"A page as imported and exported: the fields of the spec's Page entity, its path as the pages API looks it up, and its blocks.","type":"object","additionalProperties":false,"required":["path","title"],"properties":{"path":{"description":"No language base, no leading or trailing slash; the home page is \"index\".","type":"string","minLength":1,"maxLength":500,"pattern":"^(?!/)(?!.*//)(?!.*/$)[^\\s?#]+$"},"page_type":{"enum":["page","folder","news"],"default":"page"},"title":{"type":"string","minLength":1,"maxLength":300},"meta_title":{"type":["string","null"],"maxLength":300,"default":null},"meta_description":{"type":["string","null"],"maxLength":1000,"default":null},"image_id":{"type":["integer","null"],"minimum":1,"default":null},"external_meta_image":{"type":["string","null"],"maxLength":2000,"default":null},"canonical_url":{"type":["string","null"],"maxLength":2000,"default":null},"disable_seo_tracking":{"type":"boolean","default":false},"type":{"description":"url_redirection makes the page a redirect to `to`.","enum":[null,"url_redirection"],"default":null},"to":{"type":["string","null"],"maxLength":2000,"default":null},"http_code":{"enum":[null,301,302,303,307,308],"default":null},"link_type":{"enum":[null,"internal","external","file"],"default":null},"redirect_path":{"type":["string","null"],"maxLength":2000,"default":null},"link_new_window":{"type":"boolean","default":false},"blocks":{"type":"array","maxItems":200,"items":{"$ref":"block-instance.schema.json"},"default":[]}},"examples":[{"path":"models/defender","title":"ديفندر","blocks":[{"template":"lrdx-quote","fields":{"quote":"نص"},"groups":[]}]},{"path":"old-offers","title":"عروض سابقة","type":"url_redirection","to":"/offers","http_code":302}]};
const pattern7 = new RegExp("^(?!/)(?!.*//)(?!.*/$)[^\\s?#]+$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.page_type === undefined){
data.page_type = "page";
}
if(data.meta_title === undefined){
data.meta_title = null;
}
if(data.meta_description === undefined){
data.meta_description = null;
}
if(data.image_id === undefined){
data.image_id = null;
}
if(data.external_meta_image === undefined){
data.external_meta_image = null;
}
if(data.canonical_url === undefined){
data.canonical_url = null;
}
if(data.disable_seo_tracking === undefined){
data.disable_seo_tracking = false;
}
if(data.type === undefined){
data.type = null;
}
if(data.to === undefined){
data.to = null;
}
if(data.http_code === undefined){
data.http_code = null;
}
if(data.link_type === undefined){
data.link_type = null;
}
if(data.redirect_path === undefined){
data.redirect_path = null;
}
if(data.link_new_window === undefined){
data.link_new_window = false;
}
if(data.blocks === undefined){
data.blocks = [];
}
if(data.path === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema35.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.path !== undefined){
let data0 = data.path;
if(typeof data0 === "string"){
if(func2(data0) > 500){
const err3 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern7.test(data0)){
const err5 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*//)(?!.*/$)[^\\s?#]+$"},message:"must match pattern \""+"^(?!/)(?!.*//)(?!.*/$)[^\\s?#]+$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let data1 = data.page_type;
if(!(((data1 === "page") || (data1 === "folder")) || (data1 === "news"))){
const err7 = {instancePath:instancePath+"/page_type",schemaPath:"#/properties/page_type/enum",keyword:"enum",params:{allowedValues: schema35.properties.page_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.title !== undefined){
let data2 = data.title;
if(typeof data2 === "string"){
if(func2(data2) > 300){
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data2) < 1){
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let data3 = data.meta_title;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/meta_title",schemaPath:"#/properties/meta_title/type",keyword:"type",params:{type: schema35.properties.meta_title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data3 === "string"){
if(func2(data3) > 300){
const err12 = {instancePath:instancePath+"/meta_title",schemaPath:"#/properties/meta_title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
let data4 = data.meta_description;
if((typeof data4 !== "string") && (data4 !== null)){
const err13 = {instancePath:instancePath+"/meta_description",schemaPath:"#/properties/meta_description/type",keyword:"type",params:{type: schema35.properties.meta_description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data4 === "string"){
if(func2(data4) > 1000){
const err14 = {instancePath:instancePath+"/meta_description",schemaPath:"#/properties/meta_description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let data5 = data.image_id;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
const err15 = {instancePath:instancePath+"/image_id",schemaPath:"#/properties/image_id/type",keyword:"type",params:{type: schema35.properties.image_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 1 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/image_id",schemaPath:"#/properties/image_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
let data6 = data.external_meta_image;
if((typeof data6 !== "string") && (data6 !== null)){
const err17 = {instancePath:instancePath+"/external_meta_image",schemaPath:"#/properties/external_meta_image/type",keyword:"type",params:{type: schema35.properties.external_meta_image.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data6 === "string"){
if(func2(data6) > 2000){
const err18 = {instancePath:instancePath+"/external_meta_image",schemaPath:"#/properties/external_meta_image/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
let data7 = data.canonical_url;
if((typeof data7 !== "string") && (data7 !== null)){
const err19 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/type",keyword:"type",params:{type: schema35.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 === "string"){
if(func2(data7) > 2000){
const err20 = {instancePath:instancePath+"/canonical_url",schemaPath:"#/properties/canonical_url/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(typeof data.disable_seo_tracking !== "boolean"){
const err21 = {instancePath:instancePath+"/disable_seo_tracking",schemaPath:"#/properties/disable_seo_tracking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
let data9 = data.type;
if(!((data9 === null) || (data9 === "url_redirection"))){
const err22 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema35.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
let data10 = data.to;
if((typeof data10 !== "string") && (data10 !== null)){
const err23 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: schema35.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data10 === "string"){
if(func2(data10) > 2000){
const err24 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
let data11 = data.http_code;
if(!((((((data11 === null) || (data11 === 301)) || (data11 === 302)) || (data11 === 303)) || (data11 === 307)) || (data11 === 308))){
const err25 = {instancePath:instancePath+"/http_code",schemaPath:"#/properties/http_code/enum",keyword:"enum",params:{allowedValues: schema35.properties.http_code.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
let data12 = data.link_type;
if(!((((data12 === null) || (data12 === "internal")) || (data12 === "external")) || (data12 === "file"))){
const err26 = {instancePath:instancePath+"/link_type",schemaPath:"#/properties/link_type/enum",keyword:"enum",params:{allowedValues: schema35.properties.link_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
let data13 = data.redirect_path;
if((typeof data13 !== "string") && (data13 !== null)){
const err27 = {instancePath:instancePath+"/redirect_path",schemaPath:"#/properties/redirect_path/type",keyword:"type",params:{type: schema35.properties.redirect_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data13 === "string"){
if(func2(data13) > 2000){
const err28 = {instancePath:instancePath+"/redirect_path",schemaPath:"#/properties/redirect_path/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(typeof data.link_new_window !== "boolean"){
const err29 = {instancePath:instancePath+"/link_new_window",schemaPath:"#/properties/link_new_window/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
let data15 = data.blocks;
if(Array.isArray(data15)){
if(data15.length > 200){
const err30 = {instancePath:instancePath+"/blocks",schemaPath:"#/properties/blocks/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.fields === undefined){
data16.fields = {};
}
if(data16.groups === undefined){
data16.groups = [];
}
if(data16.template === undefined){
const err31 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"block-instance.schema.json/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
for(const key1 in data16){
if(!(((key1 === "template") || (key1 === "fields")) || (key1 === "groups"))){
const err32 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"block-instance.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data16.template !== undefined){
let data17 = data16.template;
if(typeof data17 === "string"){
if(!pattern6.test(data17)){
const err33 = {instancePath:instancePath+"/blocks/" + i0+"/template",schemaPath:"block-instance.schema.json/properties/template/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(-[a-z0-9]+)+$"},message:"must match pattern \""+"^[a-z0-9]+(-[a-z0-9]+)+$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/blocks/" + i0+"/template",schemaPath:"block-instance.schema.json/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
let data18 = data16.fields;
if(!(data18 && typeof data18 == "object" && !Array.isArray(data18))){
const err35 = {instancePath:instancePath+"/blocks/" + i0+"/fields",schemaPath:"block-instance.schema.json/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
let data19 = data16.groups;
if(Array.isArray(data19)){
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
if(!(data20 && typeof data20 == "object" && !Array.isArray(data20))){
const err36 = {instancePath:instancePath+"/blocks/" + i0+"/groups/" + i1,schemaPath:"block-instance.schema.json/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/blocks/" + i0+"/groups",schemaPath:"block-instance.schema.json/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/blocks/" + i0,schemaPath:"block-instance.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/blocks",schemaPath:"#/properties/blocks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern9 = new RegExp("^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/content-document.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pages === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pages"},message:"must have required property '"+"pages"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.settings === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "settings"},message:"must have required property '"+"settings"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "pages") || (key0 === "settings"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.pages !== undefined){
let data0 = data.pages;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data0[i0], {instancePath:instancePath+"/pages/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/pages",schemaPath:"#/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.settings !== undefined){
let data2 = data.settings;
if(Array.isArray(data2)){
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.key === undefined){
const err4 = {instancePath:instancePath+"/settings/" + i1,schemaPath:"setting.schema.json/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data3.value === undefined){
const err5 = {instancePath:instancePath+"/settings/" + i1,schemaPath:"setting.schema.json/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "key") || (key1 === "value"))){
const err6 = {instancePath:instancePath+"/settings/" + i1,schemaPath:"setting.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3.key !== undefined){
let data4 = data3.key;
if(typeof data4 === "string"){
if(func2(data4) > 200){
const err7 = {instancePath:instancePath+"/settings/" + i1+"/key",schemaPath:"setting.schema.json/properties/key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data4) < 1){
const err8 = {instancePath:instancePath+"/settings/" + i1+"/key",schemaPath:"setting.schema.json/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern9.test(data4)){
const err9 = {instancePath:instancePath+"/settings/" + i1+"/key",schemaPath:"setting.schema.json/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"},message:"must match pattern \""+"^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/settings/" + i1+"/key",schemaPath:"setting.schema.json/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.value !== undefined){
let data5 = data3.value;
if(typeof data5 === "string"){
if(func2(data5) > 200000){
const err11 = {instancePath:instancePath+"/settings/" + i1+"/value",schemaPath:"setting.schema.json/properties/value/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/settings/" + i1+"/value",schemaPath:"setting.schema.json/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/settings/" + i1,schemaPath:"setting.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/settings",schemaPath:"#/properties/settings/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePage = validate24;

export const validatePageResource = validate26;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/page-resource.schema.json","title":"PageResource","description":"A page as the pages API serves it (JSON:API resource; the client reads data and flattens it to its attributes).","type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"page"},"attributes":{"type":"object","required":["id","path","page_type","title","blocks","metaheads"],"properties":{"id":{"type":"integer"},"path":{"type":"string"},"page_type":{"enum":["page","folder","news"]},"title":{"type":"string"},"meta_title":{"type":["string","null"]},"meta_description":{"type":["string","null"]},"image_id":{"type":["integer","null"]},"external_meta_image":{"type":["string","null"]},"canonical_url":{"type":["string","null"]},"disable_seo_tracking":{"type":"boolean"},"type":{"type":["string","null"]},"to":{"type":["string","null"]},"http_code":{"type":["integer","null"]},"link_type":{"type":["string","null"]},"redirect_path":{"type":["string","null"]},"link_new_window":{"type":"boolean"},"blocks":{"type":"array","items":{"type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"block"},"attributes":{"type":"object","required":["key","fields","groups","positions","active_positions"],"properties":{"key":{"type":"string"},"fields":{"type":"object"},"groups":{"type":"array","items":{"type":"object"}},"positions":{"type":"array","items":{"$ref":"#/$defs/position"}},"active_positions":{"type":"array","items":{"$ref":"#/$defs/position"}}}}}}},"metaheads":{"type":"array","items":{"type":"object"}}}}},"$defs":{"position":{"type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"position"},"attributes":{"type":"object","properties":{"page_id":{"type":"integer"},"index":{"type":"integer"}}}}}},"examples":[{"id":"1","type":"page","attributes":{"id":1,"path":"index","page_type":"page","title":"الرئيسية","blocks":[],"metaheads":[]}}]};
const schema39 = {"type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"position"},"attributes":{"type":"object","properties":{"page_id":{"type":"integer"},"index":{"type":"integer"}}}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/page-resource.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.attributes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("page" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "page"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.attributes !== undefined){
let data2 = data.attributes;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err5 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.path === undefined){
const err6 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.page_type === undefined){
const err7 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "page_type"},message:"must have required property '"+"page_type"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.title === undefined){
const err8 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.blocks === undefined){
const err9 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "blocks"},message:"must have required property '"+"blocks"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.metaheads === undefined){
const err10 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "metaheads"},message:"must have required property '"+"metaheads"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.id !== undefined){
let data3 = data2.id;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/attributes/id",schemaPath:"#/properties/attributes/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.path !== undefined){
if(typeof data2.path !== "string"){
const err12 = {instancePath:instancePath+"/attributes/path",schemaPath:"#/properties/attributes/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.page_type !== undefined){
let data5 = data2.page_type;
if(!(((data5 === "page") || (data5 === "folder")) || (data5 === "news"))){
const err13 = {instancePath:instancePath+"/attributes/page_type",schemaPath:"#/properties/attributes/properties/page_type/enum",keyword:"enum",params:{allowedValues: schema38.properties.attributes.properties.page_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.title !== undefined){
if(typeof data2.title !== "string"){
const err14 = {instancePath:instancePath+"/attributes/title",schemaPath:"#/properties/attributes/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.meta_title !== undefined){
let data7 = data2.meta_title;
if((typeof data7 !== "string") && (data7 !== null)){
const err15 = {instancePath:instancePath+"/attributes/meta_title",schemaPath:"#/properties/attributes/properties/meta_title/type",keyword:"type",params:{type: schema38.properties.attributes.properties.meta_title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.meta_description !== undefined){
let data8 = data2.meta_description;
if((typeof data8 !== "string") && (data8 !== null)){
const err16 = {instancePath:instancePath+"/attributes/meta_description",schemaPath:"#/properties/attributes/properties/meta_description/type",keyword:"type",params:{type: schema38.properties.attributes.properties.meta_description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.image_id !== undefined){
let data9 = data2.image_id;
if((!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) && (data9 !== null)){
const err17 = {instancePath:instancePath+"/attributes/image_id",schemaPath:"#/properties/attributes/properties/image_id/type",keyword:"type",params:{type: schema38.properties.attributes.properties.image_id.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.external_meta_image !== undefined){
let data10 = data2.external_meta_image;
if((typeof data10 !== "string") && (data10 !== null)){
const err18 = {instancePath:instancePath+"/attributes/external_meta_image",schemaPath:"#/properties/attributes/properties/external_meta_image/type",keyword:"type",params:{type: schema38.properties.attributes.properties.external_meta_image.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.canonical_url !== undefined){
let data11 = data2.canonical_url;
if((typeof data11 !== "string") && (data11 !== null)){
const err19 = {instancePath:instancePath+"/attributes/canonical_url",schemaPath:"#/properties/attributes/properties/canonical_url/type",keyword:"type",params:{type: schema38.properties.attributes.properties.canonical_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data2.disable_seo_tracking !== undefined){
if(typeof data2.disable_seo_tracking !== "boolean"){
const err20 = {instancePath:instancePath+"/attributes/disable_seo_tracking",schemaPath:"#/properties/attributes/properties/disable_seo_tracking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.type !== undefined){
let data13 = data2.type;
if((typeof data13 !== "string") && (data13 !== null)){
const err21 = {instancePath:instancePath+"/attributes/type",schemaPath:"#/properties/attributes/properties/type/type",keyword:"type",params:{type: schema38.properties.attributes.properties.type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data2.to !== undefined){
let data14 = data2.to;
if((typeof data14 !== "string") && (data14 !== null)){
const err22 = {instancePath:instancePath+"/attributes/to",schemaPath:"#/properties/attributes/properties/to/type",keyword:"type",params:{type: schema38.properties.attributes.properties.to.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data2.http_code !== undefined){
let data15 = data2.http_code;
if((!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))) && (data15 !== null)){
const err23 = {instancePath:instancePath+"/attributes/http_code",schemaPath:"#/properties/attributes/properties/http_code/type",keyword:"type",params:{type: schema38.properties.attributes.properties.http_code.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.link_type !== undefined){
let data16 = data2.link_type;
if((typeof data16 !== "string") && (data16 !== null)){
const err24 = {instancePath:instancePath+"/attributes/link_type",schemaPath:"#/properties/attributes/properties/link_type/type",keyword:"type",params:{type: schema38.properties.attributes.properties.link_type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data2.redirect_path !== undefined){
let data17 = data2.redirect_path;
if((typeof data17 !== "string") && (data17 !== null)){
const err25 = {instancePath:instancePath+"/attributes/redirect_path",schemaPath:"#/properties/attributes/properties/redirect_path/type",keyword:"type",params:{type: schema38.properties.attributes.properties.redirect_path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.link_new_window !== undefined){
if(typeof data2.link_new_window !== "boolean"){
const err26 = {instancePath:instancePath+"/attributes/link_new_window",schemaPath:"#/properties/attributes/properties/link_new_window/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data2.blocks !== undefined){
let data19 = data2.blocks;
if(Array.isArray(data19)){
const len0 = data19.length;
for(let i0=0; i0<len0; i0++){
let data20 = data19[i0];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.id === undefined){
const err27 = {instancePath:instancePath+"/attributes/blocks/" + i0,schemaPath:"#/properties/attributes/properties/blocks/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data20.type === undefined){
const err28 = {instancePath:instancePath+"/attributes/blocks/" + i0,schemaPath:"#/properties/attributes/properties/blocks/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data20.attributes === undefined){
const err29 = {instancePath:instancePath+"/attributes/blocks/" + i0,schemaPath:"#/properties/attributes/properties/blocks/items/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data20.id !== undefined){
if(typeof data20.id !== "string"){
const err30 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/id",schemaPath:"#/properties/attributes/properties/blocks/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data20.type !== undefined){
if("block" !== data20.type){
const err31 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/type",schemaPath:"#/properties/attributes/properties/blocks/items/properties/type/const",keyword:"const",params:{allowedValue: "block"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data20.attributes !== undefined){
let data23 = data20.attributes;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.key === undefined){
const err32 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data23.fields === undefined){
const err33 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/required",keyword:"required",params:{missingProperty: "fields"},message:"must have required property '"+"fields"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data23.groups === undefined){
const err34 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/required",keyword:"required",params:{missingProperty: "groups"},message:"must have required property '"+"groups"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data23.positions === undefined){
const err35 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/required",keyword:"required",params:{missingProperty: "positions"},message:"must have required property '"+"positions"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data23.active_positions === undefined){
const err36 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/required",keyword:"required",params:{missingProperty: "active_positions"},message:"must have required property '"+"active_positions"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data23.key !== undefined){
if(typeof data23.key !== "string"){
const err37 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/key",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data23.fields !== undefined){
let data25 = data23.fields;
if(!(data25 && typeof data25 == "object" && !Array.isArray(data25))){
const err38 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/fields",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/fields/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data23.groups !== undefined){
let data26 = data23.groups;
if(Array.isArray(data26)){
const len1 = data26.length;
for(let i1=0; i1<len1; i1++){
let data27 = data26[i1];
if(!(data27 && typeof data27 == "object" && !Array.isArray(data27))){
const err39 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/groups/" + i1,schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/groups/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/groups",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data23.positions !== undefined){
let data28 = data23.positions;
if(Array.isArray(data28)){
const len2 = data28.length;
for(let i2=0; i2<len2; i2++){
let data29 = data28[i2];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.id === undefined){
const err41 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data29.type === undefined){
const err42 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data29.attributes === undefined){
const err43 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data29.id !== undefined){
if(typeof data29.id !== "string"){
const err44 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2+"/id",schemaPath:"#/$defs/position/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data29.type !== undefined){
if("position" !== data29.type){
const err45 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2+"/type",schemaPath:"#/$defs/position/properties/type/const",keyword:"const",params:{allowedValue: "position"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data29.attributes !== undefined){
let data32 = data29.attributes;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.page_id !== undefined){
let data33 = data32.page_id;
if(!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))){
const err46 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2+"/attributes/page_id",schemaPath:"#/$defs/position/properties/attributes/properties/page_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data32.index !== undefined){
let data34 = data32.index;
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err47 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2+"/attributes/index",schemaPath:"#/$defs/position/properties/attributes/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2+"/attributes",schemaPath:"#/$defs/position/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions/" + i2,schemaPath:"#/$defs/position/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/positions",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/positions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data23.active_positions !== undefined){
let data35 = data23.active_positions;
if(Array.isArray(data35)){
const len3 = data35.length;
for(let i3=0; i3<len3; i3++){
let data36 = data35[i3];
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.id === undefined){
const err51 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data36.type === undefined){
const err52 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data36.attributes === undefined){
const err53 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3,schemaPath:"#/$defs/position/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data36.id !== undefined){
if(typeof data36.id !== "string"){
const err54 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3+"/id",schemaPath:"#/$defs/position/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data36.type !== undefined){
if("position" !== data36.type){
const err55 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3+"/type",schemaPath:"#/$defs/position/properties/type/const",keyword:"const",params:{allowedValue: "position"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data36.attributes !== undefined){
let data39 = data36.attributes;
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
if(data39.page_id !== undefined){
let data40 = data39.page_id;
if(!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))){
const err56 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3+"/attributes/page_id",schemaPath:"#/$defs/position/properties/attributes/properties/page_id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data39.index !== undefined){
let data41 = data39.index;
if(!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))){
const err57 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3+"/attributes/index",schemaPath:"#/$defs/position/properties/attributes/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3+"/attributes",schemaPath:"#/$defs/position/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions/" + i3,schemaPath:"#/$defs/position/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes/active_positions",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/properties/active_positions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/attributes/blocks/" + i0+"/attributes",schemaPath:"#/properties/attributes/properties/blocks/items/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/attributes/blocks/" + i0,schemaPath:"#/properties/attributes/properties/blocks/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/attributes/blocks",schemaPath:"#/properties/attributes/properties/blocks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data2.metaheads !== undefined){
let data42 = data2.metaheads;
if(Array.isArray(data42)){
const len4 = data42.length;
for(let i4=0; i4<len4; i4++){
let data43 = data42[i4];
if(!(data43 && typeof data43 == "object" && !Array.isArray(data43))){
const err64 = {instancePath:instancePath+"/attributes/metaheads/" + i4,schemaPath:"#/properties/attributes/properties/metaheads/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/attributes/metaheads",schemaPath:"#/properties/attributes/properties/metaheads/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"id":true,"type":true,"attributes":true},"dynamicProps":false,"dynamicItems":false};

export const validateSetting = validate27;

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/setting.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.key === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "key") || (key0 === "value"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.key !== undefined){
let data0 = data.key;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err3 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern9.test(data0)){
const err5 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"},message:"must match pattern \""+"^[A-Za-z0-9_]+(\\.[A-Za-z0-9_-]+)*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.value !== undefined){
let data1 = data.value;
if(typeof data1 === "string"){
if(func2(data1) > 200000){
const err7 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSettingResource = validate28;
const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schema.cms.local/entities/setting-resource.schema.json","title":"SettingResource","description":"A setting as GET /settings serves it; flattened by the client to {id, key, value}.","type":"object","required":["id","type","attributes"],"properties":{"id":{"type":"string"},"type":{"const":"setting"},"attributes":{"type":"object","required":["key","value"],"properties":{"key":{"type":"string"},"value":{"type":"string"}}}},"examples":[{"id":"1","type":"setting","attributes":{"key":"search.popup.enabled","value":"true"}}]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schema.cms.local/entities/setting-resource.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.attributes === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attributes"},message:"must have required property '"+"attributes"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
if("setting" !== data.type){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "setting"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.attributes !== undefined){
let data2 = data.attributes;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.key === undefined){
const err5 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.value === undefined){
const err6 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.key !== undefined){
if(typeof data2.key !== "string"){
const err7 = {instancePath:instancePath+"/attributes/key",schemaPath:"#/properties/attributes/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.value !== undefined){
if(typeof data2.value !== "string"){
const err8 = {instancePath:instancePath+"/attributes/value",schemaPath:"#/properties/attributes/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/attributes",schemaPath:"#/properties/attributes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"id":true,"type":true,"attributes":true},"dynamicProps":false,"dynamicItems":false};


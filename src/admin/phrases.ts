/**
 * The Dutch interface of the CMS: decap-cms-locales' `nl`, completed with the phrases it lacks and
 * a few reworded for this site's writers. Kept as overrides so an upgrade brings its own fixes; a
 * unit test fails when the English locale has a phrase the Dutch one still lacks.
 */
/** Phrases by their dotted key, as decap-cms-locales nests them. */
export const overrides: Record<string, string> = {
  'auth.loginWithForgejo': 'Inloggen met Forgejo',
  'collection.collectionTop.viewAsList': 'Weergave als lijst',
  'collection.collectionTop.viewAsGrid': 'Weergave als raster',
  'collection.entries.unpublishedHeader': 'Niet-gepubliceerde items',
  'editor.editorControl.field.widgetLabel': 'Veld %{widgetLabel}',
  'editor.editorControlPane.widget.invalidPath': "'%{path}' is geen geldig pad",
  'editor.editorControlPane.widget.pathExists': "Het pad '%{path}' bestaat al",
  'editor.editorControlPane.widget.required': '%{fieldLabel} is verplicht: vul dit veld in.',
  // Decap's own reads "… komt niet overeen met het patroon: …"; each pattern's message says the fix.
  'editor.editorControlPane.widget.regexPattern': '%{fieldLabel}: %{pattern}.',
  'editor.editorControlPane.i18n.copyFromLocale': 'Neem over uit de andere taal',
  'editor.editorControlPane.i18n.copyFromLocaleConfirm':
    'Wilt u de tekst uit het %{locale} overnemen?\nWat hier al staat, wordt dan overschreven.',
  'editor.editorInterface.toggleNotes': 'Notities tonen of verbergen',
  'editor.editorInterface.toggleI18n': 'De andere taal tonen of verbergen',
  'editor.editorInterface.togglePreview': 'De pagina tonen of verbergen',
  'editor.editorNotesPane.title': 'Notities',
  'editor.editorNotesPane.emptyState': 'Nog geen notities. Schrijf hieronder een notitie voor de beoordelaar.',
  'editor.editorNotesPane.addNote': 'Notitie toevoegen',
  'editor.editorNotesPane.addPlaceholder': 'Schrijf een notitie…',
  'editor.editorNotesPane.editPlaceholder': 'Pas uw notitie aan…',
  'editor.editorNotesPane.save': 'Opslaan',
  'editor.editorNotesPane.cancel': 'Annuleren',
  'editor.editorNotesPane.edit': 'Bewerken',
  'editor.editorNotesPane.delete': 'Verwijderen',
  'editor.editorNotesPane.resolve': 'Afhandelen',
  'editor.editorNotesPane.unresolve': 'Weer openen',
  'editor.editorNotesPane.confirmDelete': 'Weet u zeker dat u deze notitie wilt verwijderen?',
  'editor.editorNotesPane.shortcut': 'Tip: Ctrl+Enter voegt de notitie meteen toe',
  'editor.editorToolbar.statusInfoTooltipDraft':
    'Dit is een concept. Is het klaar om te laten nakijken? Zet de status op ‘Ter beoordeling’.',
  'editor.editorToolbar.statusInfoTooltipInReview':
    'Een collega kijkt dit na op de preview. U kunt intussen nog wijzigingen opslaan.',
  'editor.editorToolbar.inReview': 'Ter beoordeling',
  // Decap shows this beside "Terug" whenever the form has no unsaved edits, a new empty form too,
  // where "Wijzigingen opgeslagen" was not so; the notice "Item opgeslagen" confirms a save.
  'editor.editorToolbar.changesSaved': 'Niets gewijzigd',
  'editor.editor.onPublishingNotReady': 'Zet de status op "Klaar" voordat u publiceert.',
  'editor.editorToolbar.deployPreviewButtonLabel': 'Bekijk op de preview',
  // Short: the toolbar has room for two or three words beside the other buttons.
  'editor.editorToolbar.deployPreviewPendingButtonLabel': 'Preview klaar?',
  'workflow.workflowList.onPublishingNotReadyEntry':
    'Alleen items met de status "Klaar" kunnen worden gepubliceerd. Sleep de kaart naar de kolom "Klaar".',
  'workflow.workflow.workflowHeading': 'Redactie: wijzigingen en hun status',
  'workflow.workflow.loading': 'De wijzigingen van de redactie laden',
  'workflow.workflow.newPost': 'Nieuw item',
  // The date on a card of the "Redactie" board, as the date fields show it (moment.js has no Dutch month names here).
  'workflow.workflow.dateFormat': 'D-M-YYYY',
  'app.header.workflow': 'Redactie',
  'editor.editorWidgets.markdown.strikethrough': 'Doorhalen',
  'editor.editorWidgets.markdown.quote': 'Citaat',
  'editor.editorWidgets.markdown.toggleMode.rich': 'Naar opgemaakte tekst',
  'editor.editorWidgets.markdown.toggleMode.markdown': 'Naar Markdown',
  'editor.editorWidgets.headingOptions.headingOne': 'Kop 1',
  'editor.editorWidgets.headingOptions.headingTwo': 'Kop 2',
  'editor.editorWidgets.headingOptions.headingThree': 'Kop 3',
  'editor.editorWidgets.headingOptions.headingFour': 'Kop 4',
  'editor.editorWidgets.headingOptions.headingFive': 'Kop 5',
  'editor.editorWidgets.headingOptions.headingSix': 'Kop 6',
  'editor.editorWidgets.image.chooseMultiple': 'Kies afbeeldingen',
  'editor.editorWidgets.image.addMore': 'Meer afbeeldingen toevoegen',
  'editor.editorWidgets.image.removeAll': 'Alle afbeeldingen verwijderen',
  'editor.editorWidgets.file.chooseMultiple': 'Kies bestanden',
  'editor.editorWidgets.file.addMore': 'Meer bestanden toevoegen',
  'editor.editorWidgets.file.removeAll': 'Alle bestanden verwijderen',
  'editor.editorWidgets.datetime.setToNow': 'Zet %{fieldLabel} op vandaag',
  'editor.editorWidgets.datetime.now': 'Vandaag',
  'editor.editorWidgets.list.addType': '%{item} toevoegen',
  'editor.editorWidgets.object.expand': 'Uitklappen',
  'editor.editorWidgets.object.collapse': 'Inklappen',
  'mediaLibrary.mediaLibraryModal.close': 'Sluiten',
  'ui.settingsDropdown.account': 'Menu van uw account',
  'ui.toast.noteAdded': 'Notitie toegevoegd',
  'ui.toast.onFailToAddNote': 'Kan notitie niet toevoegen: %{details}',
  'ui.toast.noteUpdated': 'Notitie bijgewerkt',
  'ui.toast.onFailToUpdateNote': 'Kan notitie niet bijwerken: %{details}',
  'ui.toast.noteDeleted': 'Notitie verwijderd',
  'ui.toast.onFailToDeleteNote': 'Kan notitie niet verwijderen: %{details}',
  'ui.toast.noteResolved': 'Notitie afgehandeld',
  'ui.toast.noteReopened': 'Notitie weer geopend',
  'ui.toast.onFailToToggleNote': 'Kan de notitie niet afhandelen of weer openen: %{details}',
  'workflow.workflowList.inReviewHeader': 'Ter beoordeling',
};

/** A phrase book of decap-cms-locales: phrases nested by dotted key. */
export type Phrases = { [key: string]: string | Phrases };

/** `base` with every override set at its dotted key. */
export function withOverrides(base: Phrases, changes: Record<string, string>): Phrases {
  const result: Phrases = structuredClone(base);
  for (const [key, phrase] of Object.entries(changes)) {
    const parts = key.split('.');
    let node = result;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[parts.at(-1) ?? key] = phrase;
  }
  return result;
}

-- Documents given for submitted applications (the select-case screen lists them beside cases).
CREATE TABLE document_applications (
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  application_id uuid NOT NULL REFERENCES applications(id),
  PRIMARY KEY (document_id, application_id)
);
CREATE INDEX document_applications_app_idx ON document_applications (application_id);
